// The services' answers of a Farcaster sign-in the frame reads (apps/services README, "Farcaster login").
import * as z from 'zod/mini';
import { issuedSessionSchema, pageUrlSchema } from './schemas.js';

/** The services' channel token: 32 random bytes in base64url. */
const channelTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a Farcaster channel token'));
export const farcasterChannelSchema = z.object({ channelToken: channelTokenSchema, url: pageUrlSchema, nonce: z.string(), domain: z.string(), siweUri: z.string(), expiresAt: z.string() });

/** Who signed in, as the services verified it: the fid, and what the wallet app said of it. */
export const farcasterIdentitySchema = z.object({
  fid: z.int().check(z.positive()),
  username: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  pfpUrl: z.nullable(z.string()),
  custody: z.string(),
});
export type FarcasterIdentity = z.infer<typeof farcasterIdentitySchema>;

/** complete's answers while the frame waits: 202 pending, or who approved (for the person to confirm). */
export const farcasterApprovedSchema = z.union([z.object({ status: z.literal('approved'), identity: farcasterIdentitySchema }), z.object({ status: z.literal('pending') })]);

/** complete's answer once the person confirmed: the session, with the identity. */
export const farcasterSessionSchema = z.object({ ...issuedSessionSchema.shape, identity: farcasterIdentitySchema });

export const farcasterCancelledSchema = z.object({ cancelled: z.literal(true) });
