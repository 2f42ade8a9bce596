// The Solana networks the Blockchain API reads balances on (ServicesConfig.solanaChains, the
// `solana:` entries of the chains file, chainsFile.ts): the RPC, SOL's price, the SPL tokens it
// knows and the treasury the onramp pays SOL from; solanaChainConfigFromDevnet turns the local chain into one.
import { SOLANA_ADDRESS } from '@latch/core/api';
import bs58 from 'bs58';
import { z } from 'zod';
import { displayNameSchema, httpUrlSchema, networkNameSchema, symbolSchema, usdPriceSchema as usdPrice } from './fields.js';
import { fixedPriceSourceSchema } from './chainSources.js';

/** A Solana secret key as wallets export it: the base58 of its 64 bytes (seed, then public key). */
const SECRET_KEY_BYTES = 64;
const decodesTo = (bytes: number) => (text: string) => {
  try {
    return bs58.decode(text).length === bytes;
  } catch {
    return false;
  }
};
/** A Solana address: base58 that decodes to a 32-byte ed25519 public key. */
export const isSolanaAddress = (text: string) => SOLANA_ADDRESS.test(text) && decodesTo(32)(text);

export const solanaChainConfigSchema = z.strictObject({
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  id: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'must be a CAIP-2 Solana chain id such as solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  /** What the onramp calls the network (its `networks[].name`); `solana-{first 8 characters of the reference}` unless set. */
  name: networkNameSchema.optional(),
  /** The name people read (the wallet's screens); `name` unless set. */
  displayName: displayNameSchema.optional(),
  /** The upstream node: the services call it, and forward the wallet's node calls to it (POST /v1); never shown to clients. */
  rpcUrl: httpUrlSchema,
  solUsdPrice: usdPrice,
  /**
   * Where prices come from: only `fixed` (`solUsdPrice` and each token's `usdPrice`), also when
   * absent. `uniswapV2` reads EVM pair contracts; no Solana pool or feed is read yet.
   */
  prices: fixedPriceSourceSchema.optional(),
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
});

export type SolanaChainConfig = z.input<typeof solanaChainConfigSchema>;

/** SOL's price the local world quotes, as the devnet's ETH price is a fixed table entry. */
export const LOCAL_SOL_USD_PRICE = 150;

/** The onramp's name for the local Solana chain, as `devnet` is the local EVM chain's. */
export const LOCAL_SOLANA_NETWORK_NAME = 'solana-local';

/**
 * The local Solana chain (apps/devnet's startSolanaDevnet) as the services read it: SOL and the
 * devnet USDC. Pass a funded `treasuryKey` (e.g. the devnet's treasury, `secretKeyBase58`) for the
 * onramp to pay SOL from.
 */
export function solanaChainConfigFromDevnet(
  devnet: { caipNetworkId: string; rpcUrl: string; usdc: { mint: string; name: string; symbol: string; decimals: number } },
  options: { treasuryKey?: string; name?: string } = {},
): SolanaChainConfig {
  const { mint, name, symbol, decimals } = devnet.usdc;
  return {
    id: devnet.caipNetworkId,
    name: options.name ?? LOCAL_SOLANA_NETWORK_NAME,
    displayName: 'Solana Local',
    rpcUrl: devnet.rpcUrl,
    solUsdPrice: LOCAL_SOL_USD_PRICE,
    tokens: [{ mint, name, symbol, decimals, usdPrice: 1 }],
    ...(options.treasuryKey ? { treasuryKey: options.treasuryKey } : {}),
  };
}
