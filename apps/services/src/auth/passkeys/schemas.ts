// The browser's WebAuthn answers as @simplewebauthn/browser sends them (RegistrationResponseJSON,
// AuthenticationResponseJSON), checked before SimpleWebAuthn reads them.
import { z } from 'zod';
import { keyBackupSchema } from '../keyBackup.js';
import { deviceIdSchema } from '../schemas.js';
import { PASSKEY_MESSAGES } from './messages.js';

const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');
const credentialId = base64url(1400);
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(7);
/**
 * The extension outputs are the browser's; only their size is ours to bound. A PRF output is the
 * secret the frame seals the key backup under: one sent here is a frame's bug, refused.
 */
const clientExtensionResults = z
  .record(z.string(), z.unknown())
  .refine((results) => !z.object({ prf: z.object({ results: z.unknown().refine((value) => value !== undefined) }) }).safeParse(results).success, PASSKEY_MESSAGES.prfResultSent);

/** A PublicKeyCredential's JSON around the ceremony's `response`. */
const publicKeyCredential = <T extends z.ZodType>(response: T) =>
  z.object({
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults,
    response,
  });

export const registrationResponseSchema = publicKeyCredential(
  z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: transports.optional(),
    authenticatorData: base64url(4096).optional(),
    publicKey: base64url(4096).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
);

export const authenticationResponseSchema = publicKeyCredential(
  z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
);

export const passkeyRegisterSchema = z.object({ response: registrationResponseSchema });
export const passkeyLoginOptionsSchema = z.object({ deviceId: deviceIdSchema });
export const passkeyLoginSchema = z.object({ deviceId: deviceIdSchema, response: authenticationResponseSchema });
export const passkeySealOptionsSchema = z.object({ credentialId });
export const passkeySealSchema = z.object({
  response: authenticationResponseSchema,
  backup: keyBackupSchema.pick({ ciphertext: true, address: true }),
  /** The HKDF salt the frame drew: 32 bytes. */
  salt: base64url(43).length(43, 'must be 32 bytes of base64url'),
});
export type PasskeySealInput = z.output<typeof passkeySealSchema>;

/** The challenge the browser signed, read from clientDataJSON to find its ceremony. */
export const clientDataSchema = z.object({ challenge: base64url(128), type: z.string(), origin: z.string() });

export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const parsed = clientDataSchema.safeParse(JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data.challenge : undefined;
  } catch {
    return undefined;
  }
}
