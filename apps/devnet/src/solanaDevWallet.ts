import type { SolanaWallet } from './solana/devWallet.js';

export type { SolanaWallet as SolanaDevWallet, SolanaWalletRequest } from './solana/devWallet.js';

/**
 * A Solana wallet that signs with a dev keypair and sends to the local chain (see solana/devWallet.ts).
 * @solana/web3.js loads here, at first use, so packages that import @latch/devnet for anvil never pay for it.
 */
export async function createSolanaDevWallet(options: { rpcUrl: string; secretKey: Uint8Array }): Promise<SolanaWallet> {
  const { createSolanaWallet } = await import('./solana/devWallet.js');
  return createSolanaWallet(options);
}
