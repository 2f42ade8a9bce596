import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import bs58 from 'bs58';
import { solanaDevSeeds } from './devSeeds.js';
import type { SolanaSolUsdcPool } from './network.js';

export interface SolanaDevAccount {
  /** The public key, base58. */
  address: string;
  /** The 64-byte secret key (seed then public key), as `Keypair.fromSecretKey` takes it. */
  secretKey: Uint8Array;
  /** The same secret in base58: what Phantom and Solflare import as a private key. */
  secretKeyBase58: string;
}

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed, so node:crypto derives its public key.
export const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function accountFromSeed(seed: Uint8Array): SolanaDevAccount {
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32);
  const secretKey = new Uint8Array(Buffer.concat([seed, publicKey]));
  return { address: bs58.encode(publicKey), secretKey, secretKeyBase58: bs58.encode(secretKey) };
}

/** The accounts a Solana wallet derives from DEV_MNEMONIC at m/44'/501'/index'/0'. */
const mnemonicAccounts = (indexes: number[]): SolanaDevAccount[] => solanaDevSeeds(indexes).map(accountFromSeed);

/** The first `count` Solana dev keypairs, each funded with SOL and devnet USDC at start. */
export function solanaDevAccounts(count = 10): SolanaDevAccount[] {
  return mnemonicAccounts(Array.from({ length: count }, (_, index) => index));
}

/**
 * The treasury: mint authority of the devnet USDC and the source of airdrops. It sits just past the
 * ten dev keypairs, as the EVM liquidity provider does, so no test's balances move when it pays.
 */
export function solanaTreasuryAccount(): SolanaDevAccount {
  return mnemonicAccounts([10])[0]!;
}

const labelled = (label: string) => accountFromSeed(createHash('sha256').update(label).digest());

/** The devnet USDC mint's keypair, fixed so the mint address never changes. */
export function solanaUsdcMintAccount(): SolanaDevAccount {
  return labelled('latch local solana USDC mint');
}

/** The devnet's SOL/USDC pool: fixed addresses for its vaults and authority, placed at genesis (their keys sign nothing). */
export function solanaDevnetPool(): SolanaSolUsdcPool {
  return {
    baseVault: labelled('latch local solana pool SOL vault').address,
    quoteVault: labelled('latch local solana pool USDC vault').address,
    authority: labelled('latch local solana pool authority').address,
  };
}
