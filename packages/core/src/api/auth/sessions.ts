// The answers of the email login, the session and the key backup (apps/services README,
// "Embedded-wallet auth"), as the wallet frame parses them and the services' OpenAPI document gives them.
import * as z from 'zod/mini';
import { isoDate, nonEmpty, randomToken } from './fields.js';

/** A long poll's answer while nothing is decided yet (HTTP 202): ask again. */
export const pendingResponseSchema = z.object({ status: z.literal('pending') });

/** email/start: a code is on its way, or a link to approve this new device. */
export const emailStartResponseSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) });
/** email/verify-device's 200 once the person approved the device by the mailed link, or its 202 while undecided. */
export const deviceApprovalResponseSchema = z.union([z.object({ action: z.literal('VERIFY_OTP') }), pendingResponseSchema]);

/** `email` is null for a user known by an identity alone (a Farcaster sign-in). */
export const sessionUserSchema = z.object({ email: z.nullable(nonEmpty), userId: nonEmpty });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A session the services issued: email/verify-otp, session/refresh, passkey/login. */
export const issuedSessionSchema = z.object({ token: nonEmpty, expiresAt: isoDate, user: sessionUserSchema });
export type IssuedSession = z.infer<typeof issuedSessionSchema>;

/** GET session: who the session is, until when. */
export const sessionInfoResponseSchema = z.object({ user: sessionUserSchema, expiresAt: isoDate });
export const signedOutResponseSchema = z.object({ signedOut: z.literal(true) });

export const keyBackupResponseSchema = z.object({
  ciphertext: nonEmpty,
  address: nonEmpty,
  version: z.int(),
  updatedAt: isoDate,
  /** Set when the backup is sealed under a passkey; older services do not name it. */
  passkeySeal: z.optional(z.nullable(z.object({ credentialId: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')), salt: randomToken('must be 32 bytes in base64url') }))),
});
export type KeyBackup = z.infer<typeof keyBackupResponseSchema>;

/** key-backup/wrap-key: the key that opens the backup. */
export const wrapKeyResponseSchema = z.object({ wrapKey: randomToken('must be 32 bytes in base64url') });
