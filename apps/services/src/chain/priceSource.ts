// Where a chain's token prices come from, one entry per chain of the chains file. Today only
// `fixed`: each token's `usdPrice` in the file. A price read from the chain (a Uniswap V2 pair, a
// feed) is a further member of this union with its own fields, the fixed prices then its fallback.
import { z } from 'zod';

export const priceSourceSchema = z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('fixed') })], {
  error: 'must be { "kind": "fixed" } (the usdPrice of each token in this file)',
});

export type PriceSource = z.output<typeof priceSourceSchema>;

/** What a chain without a `prices` entry reads: the file's fixed prices, as before the entry existed. */
export const FIXED_PRICES: PriceSource = { kind: 'fixed' };
