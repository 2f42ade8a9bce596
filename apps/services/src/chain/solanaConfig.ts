// The Solana networks the Blockchain API reads balances on (ServicesConfig.solanaChains): the RPC,
// SOL's price and the SPL tokens it knows; solanaChainConfigFromDevnet turns the local chain into one.
import { z } from 'zod';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const usdPrice = z.number().nonnegative('must be a price in USD, 0 or more');

export const solanaChainConfigSchema = z.strictObject({
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  id: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'must be a CAIP-2 Solana chain id such as solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  rpcUrl: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  solUsdPrice: usdPrice,
  tokens: z
    .array(
      z.strictObject({
        mint: z.string().regex(BASE58, 'must be a base58 mint address'),
        symbol: z.string().regex(/^[A-Za-z0-9.-]{1,16}$/, 'must be 1 to 16 letters, digits, dots or dashes'),
        name: z.string().min(1).max(64),
        decimals: z.number().int().min(0).max(18),
        usdPrice,
      }),
    )
    .max(200)
    .default([]),
});

export type SolanaChainConfig = z.input<typeof solanaChainConfigSchema>;

/** SOL's price the local world quotes, as the devnet's ETH price is a fixed table entry. */
const LOCAL_SOL_USD_PRICE = 150;

/** The local Solana chain (apps/devnet's startSolanaDevnet) as the services read it: SOL and the devnet USDC. */
export function solanaChainConfigFromDevnet(devnet: { caipNetworkId: string; rpcUrl: string; usdc: { mint: string; name: string; symbol: string; decimals: number } }): SolanaChainConfig {
  const { mint, name, symbol, decimals } = devnet.usdc;
  return { id: devnet.caipNetworkId, rpcUrl: devnet.rpcUrl, solUsdPrice: LOCAL_SOL_USD_PRICE, tokens: [{ mint, name, symbol, decimals, usdPrice: 1 }] };
}
