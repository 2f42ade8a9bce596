import { SOLANA_MAINNET_GENESIS_HASH, SOLANA_MAINNET_SOL_USDC_POOL, SOLANA_MAINNET_USDC } from './solana/network.js';
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

/**
 * Starts a local Solana chain that rehearses mainnet: it answers mainnet's genesis hash (so its
 * CAIP-2 id is mainnet's), its dev keypairs hold USDC at USDC's mainnet mint, and Raydium's SOL/USDC
 * pool has its vaults at their mainnet addresses. Its port defaults
 * to LATCH_SOLANA_REHEARSAL_PORT or 8901.
 */
export function startSolanaRehearsal({ port }: Pick<SolanaDevnetOptions, 'port'> = {}): Promise<SolanaDevnet> {
  return startSolanaDevnet({ port, portName: 'solanaRehearsal', genesisHash: SOLANA_MAINNET_GENESIS_HASH, usdc: SOLANA_MAINNET_USDC, pool: SOLANA_MAINNET_SOL_USDC_POOL });
}
