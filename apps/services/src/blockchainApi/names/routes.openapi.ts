// The name and identity routes (routes.ts) for the OpenAPI document: the client parses each answer with core's schema.
import { identityResponseSchema, nameSuggestionsResponseSchema, profileSchema, reverseProfilesResponseSchema } from '@latch/core/api';
import { z } from 'zod';
import { evmAccountSchema } from '../../chain/caip.js';
import { EXAMPLE_ADDRESS } from '../../openapi/examples.js';
import { answer, refusal, type RouteDoc } from '../../openapi/routeDoc.js';
import { apiVersionQuery, identityQuery, nameParam, registrationSchema, reverseQuery, suggestionsQuery } from './routes.js';
import { NAME_ZONE } from './rules.js';

const tag = 'Names';
const name = `ada.${NAME_ZONE}`;
const profile = { name, registered: 1748779200, addresses: { '60': { address: EXAMPLE_ADDRESS } } };

export const nameDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v1/profile/account',
    tag,
    summary: 'Registers a name with a message its address signed',
    body: { schema: registrationSchema },
    limited: true,
    responses: {
      200: answer('The registered profile', profileSchema, profile),
      400: refusal('The registration is refused', `Error registering name ada`, [`${name} is already registered`]),
    },
  },
  {
    method: 'get',
    path: '/v1/profile/account/:name',
    tag,
    summary: "A name's profile",
    params: z.object({ name: nameParam }),
    query: apiVersionQuery,
    responses: { 200: answer('The profile', profileSchema, profile), 404: refusal('The name is not registered', `${name} is not registered`) },
  },
  {
    method: 'get',
    path: '/v1/profile/reverse/:address',
    tag,
    summary: 'The names of an address',
    params: z.object({ address: evmAccountSchema }),
    query: reverseQuery,
    responses: { 200: answer('Its profiles, oldest first', reverseProfilesResponseSchema, [profile]) },
  },
  {
    method: 'get',
    path: '/v1/profile/suggestions/:name',
    tag,
    summary: 'Free names like the one asked',
    params: z.object({ name: nameParam }),
    query: suggestionsQuery,
    responses: {
      200: answer('The name itself, then free variants', nameSuggestionsResponseSchema, { suggestions: [{ name, registered: true }, { name: `ada01.${NAME_ZONE}`, registered: false }] }),
    },
  },
  {
    method: 'get',
    path: '/v1/identity/:address',
    tag,
    summary: "An address's name and avatar (ENS first where the chain has it)",
    params: z.object({ address: evmAccountSchema }),
    query: identityQuery,
    responses: { 200: answer('Its name and avatar, or nulls', identityResponseSchema, { name, avatar: null }) },
  },
];
