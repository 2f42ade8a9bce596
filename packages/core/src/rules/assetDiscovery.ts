// Apart from the list filters (lists.ts) so that code using those does not carry zod into a page's entry.
import * as z from 'zod/mini';

/** SPEC 5: one asset of an asset-discovery response. */
export const discoveredAssetSchema = z.object({
  address: z.string(),
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number(),
    price: z.number(),
    iconUrl: z.string(),
  }),
});
export type DiscoveredAsset = z.infer<typeof discoveredAssetSchema>;

/** Assets by hex chain id, as wallets answer asset discovery. */
export const assetDiscoveryResponseSchema = z.record(z.string(), z.array(discoveredAssetSchema));

/** SPEC 5: a response of the wrong shape is ignored (undefined), never half-used. */
export function parseAssetDiscovery(response: unknown): Record<string, DiscoveredAsset[]> | undefined {
  const parsed = assetDiscoveryResponseSchema.safeParse(response);
  return parsed.success ? parsed.data : undefined;
}
