// The Solana networks the Blockchain API reads balances on (ServicesConfig.solanaChains, the
// `solana:` entries of the chains file, chainsFile.ts): the RPC, where prices come from, the SPL
// tokens it knows and the treasury the onramp pays SOL from; solanaChainConfigFromDevnet turns the local chain into one.
import { SOLANA_ADDRESS } from '@latch/core/api';
import { z } from 'zod';
import { displayNameSchema, httpUrlSchema, networkNameSchema, symbolSchema, usdPriceSchema as usdPrice } from './fields.js';
import { decodesTo } from './solanaAddress.js';
import { checkSolanaPriceSource, solanaPriceSourceSchema, WRAPPED_SOL_MINT } from './solanaPriceSource.js';

/** A Solana secret key as wallets export it: the base58 of its 64 bytes (seed, then public key). */
const SECRET_KEY_BYTES = 64;

export const solanaChainConfigSchema = z.strictObject({
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  id: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'must be a CAIP-2 Solana chain id such as solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  /** What the onramp calls the network (its `networks[].name`); `solana-{first 8 characters of the reference}` unless set. */
  name: networkNameSchema.optional(),
  /** The name people read (the wallet's screens); `name` unless set. */
  displayName: displayNameSchema.optional(),
  /** The upstream node: the services call it, and forward the wallet's node calls to it (POST /v1); never shown to clients. */
  rpcUrl: httpUrlSchema,
  /** SOL's fixed price: what `fixed` prices answer, and `poolVaults` only as its `fallback: 'fixed'`. */
  solUsdPrice: usdPrice,
  /** Where prices come from (solanaPriceSource.ts): the chain's pools, or `fixed` (also when absent). */
  prices: solanaPriceSourceSchema.optional(),
  tokens: z
    .array(
      z.strictObject({
        mint: z.string().regex(SOLANA_ADDRESS, 'must be a base58 mint address'),
        symbol: symbolSchema,
        name: z.string().min(1).max(64),
        decimals: z.number().int().min(0).max(18),
        usdPrice,
      }),
    )
    .max(200)
    .default([]),
  /** The secret key (base58 of 64 bytes) the onramp pays its SOL from; without it the network offers no onramp. */
  treasuryKey: z.string().refine(decodesTo(SECRET_KEY_BYTES), 'must be a Solana secret key: the base58 of 64 bytes').optional(),
}).superRefine(checkSolanaPriceSource);

export type SolanaChainConfig = z.input<typeof solanaChainConfigSchema>;

/** The onramp's name for the local Solana chain, as `devnet` is the local EVM chain's. */
export const LOCAL_SOLANA_NETWORK_NAME = 'solana-local';

/** What solanaChainConfigFromDevnet reads of `@latch/devnet`'s running Solana chain, typed structurally. */
export interface SolanaDevnetLike {
  caipNetworkId: string;
  rpcUrl: string;
  usdc: { mint: string; name: string; symbol: string; decimals: number };
  /** Its SOL/USDC pool's vaults, and the price their genesis reserves give. */
  solUsdcPool: { baseVault: string; quoteVault: string; solUsdPrice: number };
}

/**
 * The local Solana chain (apps/devnet's startSolanaDevnet) as the services read it: SOL, priced by
 * the chain's SOL/USDC pool, and the devnet USDC. Pass a funded `treasuryKey` (e.g. the devnet's
 * treasury, `secretKeyBase58`) for the onramp to pay SOL from.
 */
export function solanaChainConfigFromDevnet(devnet: SolanaDevnetLike, options: { treasuryKey?: string; name?: string } = {}): SolanaChainConfig {
  const { mint, name, symbol, decimals } = devnet.usdc;
  const { baseVault, quoteVault, solUsdPrice } = devnet.solUsdcPool;
  return {
    id: devnet.caipNetworkId,
    name: options.name ?? LOCAL_SOLANA_NETWORK_NAME,
    displayName: 'Solana Local',
    rpcUrl: devnet.rpcUrl,
    solUsdPrice,
    prices: { kind: 'poolVaults', quote: mint, pools: [{ base: WRAPPED_SOL_MINT, baseVault, quoteVault }] },
    tokens: [{ mint, name, symbol, decimals, usdPrice: 1 }],
    ...(options.treasuryKey ? { treasuryKey: options.treasuryKey } : {}),
  };
}
