// The permission-session routes (routes.ts) for the OpenAPI document: the client parses each answer with core's schema.
import { sessionResponseSchema } from '@latch/core/api';
import { z } from 'zod';
import { EXAMPLE_ADDRESS, EXAMPLE_CHAIN } from '../../openapi/examples.js';
import { answer, refusal, type RouteDoc } from '../../openapi/routeDoc.js';
import { idParam, revokeSchema } from './routes.js';

const tag = 'Sessions';
const session = { id: 'session-1', address: EXAMPLE_ADDRESS, chainId: EXAMPLE_CHAIN, pci: 'pci-1', expiresAt: '2030-01-01T00:00:00.000Z' };
const params = z.object({ id: idParam });
const unknown = refusal('No session has this id in the project', 'No session unknown');

export const sessionDocs: RouteDoc[] = [
  { method: 'get', path: '/v1/sessions/:id', tag, summary: 'A permission session', params, responses: { 200: answer('The session', sessionResponseSchema, session), 404: unknown } },
  {
    method: 'post',
    path: '/v1/sessions/:id/revoke',
    tag,
    summary: "Revokes a session, signed by the session's address",
    params,
    body: { schema: revokeSchema },
    limited: true,
    responses: {
      200: answer('The revoked session', sessionResponseSchema, { ...session, revokedAt: '2025-06-01T12:00:00.000Z' }),
      400: refusal('The signature is not the address’s', "Invalid body: the signature is not the session address's", ['signature: must sign the revocation text with the session address']),
      404: unknown,
    },
  },
];
