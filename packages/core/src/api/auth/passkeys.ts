// The passkey answers (apps/services README, "Passkeys"): the fields a WebAuthn ceremony depends on
// are checked, the rest of SimpleWebAuthn's JSON kept as sent for the browser.
import * as z from 'zod/mini';
import { base64url } from './fields.js';

const rpId = z.string().check(z.minLength(1), z.maxLength(253));

/** passkey/register/options: WebAuthn creation options. */
export const passkeyCreationOptionsSchema = z.looseObject({
  challenge: base64url,
  rp: z.looseObject({ id: rpId, name: z.string() }),
  user: z.looseObject({ id: base64url, name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
});

/** passkey/login/options and passkey/seal/options: WebAuthn request options. */
export const passkeyRequestOptionsSchema = z.looseObject({ challenge: base64url, rpId });

/** passkey/register's 201: the new passkey's credential id. */
export const passkeyAddedResponseSchema = z.object({ id: base64url });
