// The Wallet API contract (SPEC 7): response schemas shared by the client and the services.
import * as z from 'zod/mini';

/**
 * A remote feature switch from /appkit/v1/config. Its list (the onramp providers, the socials, the
 * swap providers) must be an array of strings, otherwise it is emptied (SPEC 5): the other features
 * of the answer still count, and the defaults do not stand in for a list the project sent.
 */
export const remoteFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.catch(z.array(z.string()), []))),
});
export const configResponseSchema = z.object({ features: z.array(remoteFeatureSchema) });

export const originsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) });

/** A wallet of the listing (SPEC 3). */
export const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.optional(z.nullable(z.string())),
  image_url: z.optional(z.nullable(z.string())),
  rdns: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  app_store: z.optional(z.nullable(z.string())),
  play_store: z.optional(z.nullable(z.string())),
  homepage: z.optional(z.nullable(z.string())),
  badge_type: z.optional(z.nullable(z.string())),
});
export const walletsResponseSchema = z.object({ data: z.array(walletSchema), count: z.number() });

export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() });

export type RemoteFeature = z.infer<typeof remoteFeatureSchema>;
export type Wallet = z.infer<typeof walletSchema>;
export type WalletsResponse = z.infer<typeof walletsResponseSchema>;
