// What a Solana key looks like in the chains file and in requests: base58 of a fixed number of bytes.
import { SOLANA_ADDRESS } from '@latch/core/api';
import bs58 from 'bs58';

/** Whether `text` is base58 that decodes to exactly `bytes` bytes. */
export const decodesTo = (bytes: number) => (text: string) => {
  try {
    return bs58.decode(text).length === bytes;
  } catch {
    return false;
  }
};

/** A Solana address: base58 that decodes to a 32-byte ed25519 public key. */
export const isSolanaAddress = (text: string) => SOLANA_ADDRESS.test(text) && decodesTo(32)(text);

/** The message a field that is no Solana address gets. */
export const SOLANA_ADDRESS_RULE = 'must be a Solana address: base58 of 32 bytes';
