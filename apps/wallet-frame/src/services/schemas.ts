// Every answer of the services the frame reads, parsed with zod before use (README of
// apps/services: "Embedded-wallet auth", "Dev faucet"). The error body and the Wallet API's answers
// are `@latch/core/api`'s.
import { socialProviderSchema } from '@latch/frame/host';
import * as z from 'zod/mini';

const nonEmpty = z.string().check(z.minLength(1));
const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date'));

export const emailActionSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) });
/** verify-device's 200 once the person approved the device by the mailed link, or its 202 while undecided. */
export const deviceApprovalSchema = z.union([z.object({ action: z.literal('VERIFY_OTP') }), z.object({ status: z.literal('pending') })]);

/** `email` is null for a user known by an identity alone (a Farcaster sign-in). */
export const sessionUserSchema = z.object({ email: z.nullable(nonEmpty), userId: nonEmpty });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const issuedSessionSchema = z.object({ token: nonEmpty, expiresAt: isoDate, user: sessionUserSchema });
export type IssuedSession = z.infer<typeof issuedSessionSchema>;

export const sessionInfoSchema = z.object({ user: sessionUserSchema, expiresAt: isoDate });

/** The services' state of a social login: 32 random bytes in base64url. */
const socialStateSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a social login state'));
/** A page the popup may be sent to, or a link a QR code may carry: http(s) only, never a script URL. */
export const pageUrlSchema = z.string().check(
  z.refine((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) URL'),
);

export const socialStartSchema = z.object({ authorizationUrl: pageUrlSchema, state: socialStateSchema, expiresAt: isoDate });

/** Who signed in at the provider, as the services verified it from the ID token. */
export const socialIdentitySchema = z.object({
  provider: socialProviderSchema,
  email: nonEmpty,
  name: z.nullable(z.string()),
  picture: z.nullable(z.string()),
});
export type SocialIdentity = z.infer<typeof socialIdentitySchema>;

/** complete's 200: the email login's session, with the identity; link's and separate's too. */
export const socialCompletionSchema = z.object({ ...issuedSessionSchema.shape, identity: socialIdentitySchema });
export type SocialCompletion = z.infer<typeof socialCompletionSchema>;

/** What the services answer a social login whose new identity carries an account's address: ask for the code they mailed there. */
export const VERIFY_LINK = 'VERIFY_LINK';
/** complete's 409 for such a login (with the error body's message), naming the address the code went to. */
export const linkAskedSchema = z.object({ action: z.literal(VERIFY_LINK), email: nonEmpty });
export type LinkAsked = z.infer<typeof linkAskedSchema>;
/** link/resend's answer: another code is on its way. */
export const linkResentSchema = z.object({ action: z.literal(VERIFY_LINK) });

export const signedOutSchema = z.object({ signedOut: z.literal(true) });

export const keyBackupSchema = z.object({
  ciphertext: nonEmpty,
  address: nonEmpty,
  version: z.int(),
  updatedAt: isoDate,
  /** Set when the backup is sealed under a passkey (keys/passkeySeal.ts); older services do not name it. */
  passkeySeal: z.optional(z.nullable(z.object({ credentialId: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')), salt: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes in base64url')) }))),
});
export type KeyBackup = z.infer<typeof keyBackupSchema>;

export const wrapKeySchema = z.object({ wrapKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes in base64url')) });

export const fundingSchema = z.object({
  address: nonEmpty,
  chainId: nonEmpty,
  transfers: z.array(z.object({ symbol: z.string(), amount: z.string(), hash: z.string() })),
});
export type Funding = z.infer<typeof fundingSchema>;
