// No Node-only API: the sample wallet page derives its Solana key here too.
import { computeHmac, getBytes, Mnemonic } from 'ethers';
import { DEV_MNEMONIC } from '../accounts.js';

const HARDENED = 0x80000000;

/** SLIP-0010 Ed25519 derivation (every level hardened), the scheme Solana wallets use for m/44'/501'/i'/0'. */
export function deriveEd25519Seed(seed: Uint8Array, path: number[]): Uint8Array {
  let digest = getBytes(computeHmac('sha512', new TextEncoder().encode('ed25519 seed'), seed));
  for (const index of path) {
    const data = new Uint8Array(37);
    data.set(digest.subarray(0, 32), 1);
    new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0);
    digest = getBytes(computeHmac('sha512', digest.subarray(32), data));
  }
  return digest.subarray(0, 32);
}

/** The 32-byte Ed25519 seeds a Solana wallet derives from DEV_MNEMONIC at m/44'/501'/index'/0'. */
export function solanaDevSeeds(indexes: number[]): Uint8Array[] {
  const seed = getBytes(Mnemonic.fromPhrase(DEV_MNEMONIC).computeSeed());
  return indexes.map((index) => deriveEd25519Seed(seed, [44, 501, index, 0]));
}
