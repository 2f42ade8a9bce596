// The auth routes' answers as the OpenAPI document describes them, and the headers those routes
// read. The wallet frame parses the same answers with its own schemas (apps/wallet-frame/src/services).
import { SOCIAL_PROVIDERS } from '@latch/core/api';
import { z } from 'zod';
import { EXAMPLE_TIME, EXAMPLE_TOKEN } from '../openapi/examples.js';
import { PROOF_HEADER } from './proof.js';

/** A proof of the frame's device key (proof.ts). */
export const proofHeaders = z.object({ [PROOF_HEADER]: z.string().max(2048).meta({ description: "A DPoP proof JWT of the frame's device key" }) });
/** A session's token with its device key's proof. */
export const sessionHeaders = proofHeaders.extend({ authorization: z.string().meta({ description: 'DPoP <session token>' }) });

export const actionAnswer = <A extends readonly [string, ...string[]]>(actions: A) => z.object({ action: z.enum(actions) });
export const pendingAnswer = z.object({ status: z.literal('pending') });

export const sessionUserAnswer = z.object({ email: z.string().nullable(), userId: z.string() });
export const issuedSessionAnswer = z.object({ token: z.string(), expiresAt: z.string(), user: sessionUserAnswer });
export const socialIdentityAnswer = z.object({ provider: z.enum(SOCIAL_PROVIDERS), email: z.string(), name: z.string().nullable(), picture: z.string().nullable() });
export const socialCompletionAnswer = issuedSessionAnswer.extend({ identity: socialIdentityAnswer });

/** The key backup as keyBackup.ts answers it; `passkeySeal` names the passkey it is sealed under, if one. */
export const keyBackupAnswer = z.object({
  ciphertext: z.string(),
  address: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  passkeySeal: z.object({ credentialId: z.string(), salt: z.string() }).nullable(),
});

export const EXAMPLE_USER = { email: 'ada@example.com', userId: '7d9f6c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f' };
export const EXAMPLE_SESSION = { token: `${EXAMPLE_TOKEN}.${EXAMPLE_TOKEN}`, expiresAt: EXAMPLE_TIME, user: EXAMPLE_USER };
export const EXAMPLE_SOCIAL_COMPLETION = { ...EXAMPLE_SESSION, identity: { provider: 'google', email: EXAMPLE_USER.email, name: 'Ada Lovelace', picture: null } };
