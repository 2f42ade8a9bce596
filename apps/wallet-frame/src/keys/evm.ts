// The EVM side of the keys, through ethers: loaded with import() when a key is first needed,
// never in the page's first bundle. A new key is 32 bytes from WebCrypto's random source made
// into an ethers SigningKey, as Wallet.createRandom does, but without the mnemonic and keystore
// code Wallet brings along (the frame stores and backs up the private key itself).
import { BaseWallet, hexlify, SigningKey } from 'ethers';
import { randomBytes } from './bytes.js';
import type { KeyMaterial } from './material.js';
import { createSolanaKey } from './solana.js';

/** New keys for a new account: a random EVM key and a Solana Ed25519 pair. */
export async function createKeyMaterial(): Promise<KeyMaterial> {
  const wallet = new BaseWallet(new SigningKey(hexlify(randomBytes(32))));
  const solana = await createSolanaKey();
  return { v: 1, evm: { privateKey: wallet.privateKey, address: wallet.address }, ...(solana ? { solana } : {}) };
}

/** The checksummed address of a private key. */
export const evmAddressOf = (privateKey: string): string => new BaseWallet(new SigningKey(privateKey)).address;
