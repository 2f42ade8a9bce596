// The services' passkey options (`@latch/core/api`), parsed before WebAuthn sees them and typed as
// SimpleWebAuthn's JSON, which the rest of the answer is kept as.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeyCreationOptionsSchema, passkeyRequestOptionsSchema } from '@latch/core/api';
import * as z from 'zod/mini';

export const registrationOptionsSchema = z.pipe(
  passkeyCreationOptionsSchema,
  z.transform((options) => options as unknown as PublicKeyCredentialCreationOptionsJSON),
);

export const authenticationOptionsSchema = z.pipe(
  passkeyRequestOptionsSchema,
  z.transform((options) => options as unknown as PublicKeyCredentialRequestOptionsJSON),
);
