// What the load run's Solana child process (solanaProcess.ts) tells the services' child
// (servicesProcess.ts) of the chain it runs, passed on as a JSON argument and parsed there.
import { z } from 'zod';

export const solanaChainSchema = z.object({
  caipNetworkId: z.string(),
  rpcUrl: z.url(),
  usdc: z.object({ mint: z.string(), name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  /** The SOL/USDC pool whose vaults the services price SOL by. */
  solUsdcPool: z.object({ baseVault: z.string(), quoteVault: z.string(), solUsdPrice: z.number() }),
  /** Dev keypair 0's address: it holds SOL and devnet USDC. */
  address: z.string(),
});

export type SolanaChainMessage = z.infer<typeof solanaChainSchema>;
