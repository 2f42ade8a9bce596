// A Solana key pair by WebCrypto's Ed25519: the private key as PKCS #8 (for the backup) and the
// address, the base58 of the 32-byte public key.
import { toBase58, toBase64Url } from './bytes.js';

export interface SolanaKey {
  pkcs8: string;
  address: string;
}

/** A new Ed25519 key pair, or undefined where the browser has no Ed25519 (the EVM account works without it). */
export async function createSolanaKey(subtle: SubtleCrypto = crypto.subtle): Promise<SolanaKey | undefined> {
  let pair: CryptoKeyPair;
  try {
    pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  } catch (error) {
    console.warn(`[wallet-frame] no Ed25519 in this browser, no Solana key made: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const pkcs8 = new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey));
  const publicKey = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  return { pkcs8: toBase64Url(pkcs8), address: toBase58(publicKey) };
}
