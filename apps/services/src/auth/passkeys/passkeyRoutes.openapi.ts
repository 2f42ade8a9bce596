// The passkey routes (passkeyRoutes.ts) for the OpenAPI document. Options are SimpleWebAuthn's JSON,
// handed to the browser's WebAuthn as they are.
import { issuedSessionSchema, keyBackupResponseSchema, passkeyAddedResponseSchema, passkeyCreationOptionsSchema, passkeyRequestOptionsSchema } from '@latch/core/api';
import { EXAMPLE_ADDRESS, EXAMPLE_TIME, EXAMPLE_TOKEN } from '../../openapi/examples.js';
import { answer, refusal, type RouteDoc } from '../../openapi/routeDoc.js';
import { EXAMPLE_SESSION, EXAMPLE_USER, proofHeaders, sessionHeaders } from '../answers.openapi.js';
import { AUTH_MESSAGES } from '../messages.js';
import { heldRefusal } from '../routes.openapi.js';
import { passkeyLoginOptionsSchema, passkeyLoginSchema, passkeyRegisterSchema, passkeySealOptionsSchema, passkeySealSchema } from './schemas.js';

const tag = 'Passkeys';
const CREDENTIAL_ID = 'hT3pQ8vN2kLw9XyZ1aBc4D';
const exampleRequest = { challenge: EXAMPLE_TOKEN, rpId: '127.0.0.1', allowCredentials: [{ id: CREDENTIAL_ID, type: 'public-key' }], userVerification: 'required', timeout: 60000 };
const session = { tag, method: 'post' as const, headers: sessionHeaders, limited: true };
const device = { tag, method: 'post' as const, headers: proofHeaders, limited: true };
const noSession = refusal('No valid session', AUTH_MESSAGES.tokenInvalid);

export const passkeyDocs: RouteDoc[] = [
  {
    ...session,
    path: '/auth/v1/passkey/register/options',
    summary: "Options to make a passkey for the session's user",
    responses: {
      200: answer('WebAuthn creation options', passkeyCreationOptionsSchema, {
        challenge: EXAMPLE_TOKEN,
        rp: { id: '127.0.0.1', name: 'Latch demo' },
        user: { id: 'N2Q5ZjZjMWU', name: EXAMPLE_USER.email, displayName: EXAMPLE_USER.email },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }, { type: 'public-key', alg: -257 }],
      }),
      401: noSession,
      423: heldRefusal,
    },
  },
  {
    ...session,
    path: '/auth/v1/passkey/register',
    summary: 'Keeps the new passkey',
    body: { schema: passkeyRegisterSchema },
    responses: { 201: answer('Its credential id', passkeyAddedResponseSchema, { id: CREDENTIAL_ID }), 401: noSession, 423: heldRefusal },
  },
  { ...device, path: '/auth/v1/passkey/login/options', summary: 'Options to sign in with a passkey', body: { schema: passkeyLoginOptionsSchema }, responses: { 200: answer('WebAuthn request options', passkeyRequestOptionsSchema, exampleRequest) } },
  { ...device, path: '/auth/v1/passkey/login', summary: 'Signs in with the passkey’s assertion', body: { schema: passkeyLoginSchema }, responses: { 200: answer('The session', issuedSessionSchema, EXAMPLE_SESSION) } },
  {
    ...session,
    path: '/auth/v1/passkey/seal/options',
    summary: 'Options to seal the key backup under a passkey',
    body: { schema: passkeySealOptionsSchema },
    responses: { 200: answer('WebAuthn request options', passkeyRequestOptionsSchema, exampleRequest), 401: noSession, 423: heldRefusal },
  },
  {
    ...session,
    path: '/auth/v1/passkey/seal',
    summary: 'Stores the backup sealed under the passkey',
    body: { schema: passkeySealSchema },
    responses: {
      200: answer('The sealed backup', keyBackupResponseSchema, { ciphertext: 'c2VhbGVkIGtleXM', address: EXAMPLE_ADDRESS, version: 2, updatedAt: EXAMPLE_TIME, passkeySeal: { credentialId: CREDENTIAL_ID, salt: EXAMPLE_TOKEN } }),
      401: noSession,
      423: heldRefusal,
    },
  },
];
