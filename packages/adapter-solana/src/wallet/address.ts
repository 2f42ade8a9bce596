import { isValidAddress, LatchError, LatchMessages } from '@latch/core';
import { SOLANA_RULES } from '../rules.js';
import type { PublicKey } from '../web3.js';
import { loadWeb3, type Web3 } from '../loadWeb3.js';

/**
 * `address` as a public key: 32 to 44 base58 characters (SPEC 5) that decode to 32 bytes. Anything
 * else is refused with "The receiver address is not valid on this network." before a wallet is asked.
 */
export function solanaPublicKey(web3: Web3, address: string): PublicKey {
  if (!isValidAddress(address, SOLANA_RULES)) throw new LatchError(LatchMessages.invalidReceiver, { details: address });
  try {
    return new web3.PublicKey(address);
  } catch (cause) {
    throw new LatchError(LatchMessages.invalidReceiver, { details: address, cause });
  }
}

/** `address` as Solana writes it (base58 of its 32 bytes), @solana/web3.js loaded for it. */
export const canonicalAddress = async (address: string): Promise<string> => solanaPublicKey(await loadWeb3(), address).toBase58();
