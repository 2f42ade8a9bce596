// Sign In With Farcaster's answers to the wallet frame (apps/services README, "Farcaster login").
import * as z from 'zod/mini';
import { pageUrlSchema, randomToken } from './fields.js';
import { issuedSessionSchema, pendingResponseSchema } from './sessions.js';

/** farcaster/channel: the channel's token and the URL its QR code carries. */
export const farcasterChannelResponseSchema = z.object({
  channelToken: randomToken('must be a Farcaster channel token'),
  url: pageUrlSchema,
  nonce: z.string(),
  domain: z.string(),
  siweUri: z.string(),
  expiresAt: z.string(),
});

/** Who signed in, as the services verified it: the fid, and what the wallet app said of it. */
export const farcasterIdentitySchema = z.object({
  fid: z.int().check(z.positive()),
  username: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  pfpUrl: z.nullable(z.string()),
  custody: z.string(),
});
export type FarcasterIdentity = z.infer<typeof farcasterIdentitySchema>;

/** farcaster/complete's answers while the frame waits: who approved (for the person to confirm), or 202 pending. */
export const farcasterApprovalResponseSchema = z.union([z.object({ status: z.literal('approved'), identity: farcasterIdentitySchema }), pendingResponseSchema]);

/** farcaster/complete's answer once the person confirmed: the session, with the identity. */
export const farcasterSessionSchema = z.object({ ...issuedSessionSchema.shape, identity: farcasterIdentitySchema });

export const farcasterCancelledResponseSchema = z.object({ cancelled: z.literal(true) });
