// Where a Solana chain's prices come from (the `prices` field of a `solana:` entry, solanaConfig.ts):
// each token's fixed price, or the reserves of constant-product pools read from the chain, each pool
// named by its two vaults (SPL token accounts), as priced in blockchainApi/pricing/poolVaultPrice.ts.
import { z } from 'zod';
import { fixedPriceSourceSchema } from './chainSources.js';
import { isSolanaAddress, SOLANA_ADDRESS_RULE } from './solanaAddress.js';

/** Wrapped SOL's mint, the same on every cluster: a pool's vault holds SOL as this token. */
export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';

const address = z.string().refine(isSolanaAddress, SOLANA_ADDRESS_RULE);

/** A pool of `base` (a token's mint, wrapped SOL's for SOL) against the quote token: the vault of each. */
const poolSchema = z
  .strictObject({ base: address, baseVault: address, quoteVault: address })
  .refine((pool) => pool.baseVault !== pool.quoteVault, { path: ['quoteVault'], message: 'must be another account than baseVault' });

/**
 * `poolVaults`: a token's price is its pool's quote reserve over its base reserve, decimals applied,
 * `quote` (the chain's USDC mint, one of its tokens) being worth one dollar; a token no pool prices,
 * or whose pool cannot be read, has its fixed price only with `fallback: 'fixed'`, else no price.
 * `fixed`: SOL at `solUsdPrice` and every token at its `usdPrice` (what a chain without `prices` does).
 */
export const solanaPriceSourceSchema = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('poolVaults'), quote: address, pools: z.array(poolSchema).min(1).max(200), fallback: z.literal('fixed').optional() }), fixedPriceSourceSchema],
  { error: 'must be "poolVaults" or "fixed"' },
);
export type SolanaPriceSource = z.output<typeof solanaPriceSourceSchema>;
export type SolanaPool = z.output<typeof poolSchema>;

/** The quote is one of the chain's tokens; each pool prices SOL or another of them, one pool each. */
export function checkSolanaPriceSource(chain: { prices?: SolanaPriceSource; tokens?: readonly { mint: string }[] }, ctx: z.RefinementCtx): void {
  if (chain.prices?.kind !== 'poolVaults') return;
  const { quote, pools } = chain.prices;
  const mints = new Set((chain.tokens ?? []).map((token) => token.mint));
  if (!mints.has(quote)) ctx.addIssue({ code: 'custom', path: ['prices', 'quote'], message: "must be one of the chain's token mints" });
  pools.forEach((pool, index) => {
    const path = ['prices', 'pools', index, 'base'];
    if (pool.base === quote) ctx.addIssue({ code: 'custom', path, message: 'must be another mint than the quote' });
    else if (pool.base !== WRAPPED_SOL_MINT && !mints.has(pool.base)) ctx.addIssue({ code: 'custom', path, message: `must be ${WRAPPED_SOL_MINT} (SOL) or one of the chain's token mints` });
    if (pools.findIndex((other) => other.base === pool.base) < index) ctx.addIssue({ code: 'custom', path, message: 'must be priced by one pool only' });
  });
}
