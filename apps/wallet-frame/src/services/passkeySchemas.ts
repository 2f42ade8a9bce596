// The services' passkey answers (apps/services README "Passkeys"), parsed before WebAuthn sees them:
// the fields the ceremony depends on are checked, the rest (SimpleWebAuthn's JSON) kept as sent.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import * as z from 'zod/mini';

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url'));
const rpId = z.string().check(z.minLength(1), z.maxLength(253));

export const registrationOptionsSchema = z.pipe(
  z.looseObject({
    challenge: base64url,
    rp: z.looseObject({ id: rpId, name: z.string() }),
    user: z.looseObject({ id: base64url, name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ type: z.literal('public-key'), alg: z.number() })),
  }),
  z.transform((options) => options as unknown as PublicKeyCredentialCreationOptionsJSON),
);

export const authenticationOptionsSchema = z.pipe(
  z.looseObject({ challenge: base64url, rpId }),
  z.transform((options) => options as unknown as PublicKeyCredentialRequestOptionsJSON),
);

export const passkeyAddedSchema = z.object({ id: base64url });
