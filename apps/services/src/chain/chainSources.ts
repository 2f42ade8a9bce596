// What a chain answers about itself beside its tokens' balances: where its token prices come from
// (`prices`) and its ENS (`ens`). Two fields of a chain in the chains file (config.ts).
import { z } from 'zod';
import { evmAddressSchema as address } from './caip.js';

/**
 * `uniswapV2`: from the reserves of the token's pair with `quote` (the chain's USDC, one of its
 * tokens) on the chain's `dex.factory`, or through its pairs with WETH; a token the pools cannot
 * price has its fixed `usdPrice` only with `fallback: 'fixed'`, else no price.
 * `fixed`: every token at its `usdPrice` (what a chain without `prices` does).
 */
export const priceSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('uniswapV2'), quote: address, fallback: z.literal('fixed').optional() }),
  z.strictObject({ kind: z.literal('fixed', { error: 'must be "fixed"' }) }),
]);
export type PriceSource = z.output<typeof priceSourceSchema>;

/** The price source every namespace can name: each token at its fixed price (solanaPriceSource.ts takes it too). */
export const fixedPriceSourceSchema = priceSourceSchema.options[1];

/** The ENS registry on this chain: identity reads primary names (reverse records) from it. */
export const ensSchema = z.strictObject({ registry: address });
export type EnsConfig = z.output<typeof ensSchema>;

/** A Uniswap V2 price source needs the chain's DEX and its quote token among the chain's tokens. */
export function checkPriceSource(chain: { prices?: PriceSource; dex?: unknown; tokens?: readonly { address: string }[] }, ctx: z.RefinementCtx): void {
  if (chain.prices?.kind !== 'uniswapV2') return;
  if (!chain.dex) ctx.addIssue({ code: 'custom', path: ['prices'], message: 'uniswapV2 prices need the chain\'s dex' });
  const quote = chain.prices.quote.toLowerCase();
  if (!chain.tokens?.some((token) => token.address.toLowerCase() === quote)) ctx.addIssue({ code: 'custom', path: ['prices', 'quote'], message: 'must be one of the chain\'s tokens' });
}
