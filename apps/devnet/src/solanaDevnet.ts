import type { SolanaDevnet, SolanaDevnetOptions } from './solana/startChain.js';

export type { SolanaDevnet, SolanaDevnetOptions } from './solana/startChain.js';

/**
 * Starts the local Solana chain. Its runtime (litesvm, @solana/web3.js, @solana/spl-token) loads
 * here, at first start, so packages that import @latch/devnet only for anvil never pay for it.
 */
export async function startSolanaDevnet(options: SolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const { startSolanaChain } = await import('./solana/startChain.js');
  return startSolanaChain(options);
}
