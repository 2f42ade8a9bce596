// What the auth routes' descriptions share for the OpenAPI document: the headers those routes read,
// and example answers. Their answers' schemas are `@latch/core/api`'s, the ones the wallet frame parses.
import { z } from 'zod';
import { EXAMPLE_TIME, EXAMPLE_TOKEN } from '../openapi/examples.js';
import { PROOF_HEADER } from './proof.js';

/** A proof of the frame's device key (proof.ts). */
export const proofHeaders = z.object({ [PROOF_HEADER]: z.string().max(2048).meta({ description: "A DPoP proof JWT of the frame's device key" }) });
/** A session's token with its device key's proof. */
export const sessionHeaders = proofHeaders.extend({ authorization: z.string().meta({ description: 'DPoP <session token>' }) });

export const EXAMPLE_USER = { email: 'ada@example.com', userId: '7d9f6c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f' };
export const EXAMPLE_SESSION = { token: `${EXAMPLE_TOKEN}.${EXAMPLE_TOKEN}`, expiresAt: EXAMPLE_TIME, user: EXAMPLE_USER };
export const EXAMPLE_SOCIAL_COMPLETION = { ...EXAMPLE_SESSION, identity: { provider: 'google', email: EXAMPLE_USER.email, name: 'Ada Lovelace', picture: null } };
