import { solanaDevSeeds } from '../../src/solana/devSeeds.js';

/** The local Solana chain's dev keypair `index` (funded at start), as the wallet signs with it; @solana/web3.js comes with import(). */
export async function solanaDevKey(index: number): Promise<{ address: string; secretKey: Uint8Array }> {
  const { Keypair } = await import('@solana/web3.js');
  const keypair = Keypair.fromSeed(solanaDevSeeds([index])[0]!);
  return { address: keypair.publicKey.toBase58(), secretKey: keypair.secretKey };
}
