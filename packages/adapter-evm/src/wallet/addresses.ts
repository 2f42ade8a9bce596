import { LatchError, LatchMessages, type Message } from '@latch/core';
import { loadEthers, type Ethers } from '../loadEthers.js';

/**
 * `address` in its EIP-55 checksummed form. Malformed, the wrong length, or mixed case with a wrong
 * checksum (a typo the checksum caught) is refused with `refusal` (a receiver's, unless told)
 * before any wallet is asked.
 */
export function checksummedAddress(ethers: Ethers, address: string, refusal: Message = LatchMessages.invalidReceiver): string {
  try {
    return ethers.getAddress(address);
  } catch (cause) {
    throw new LatchError(refusal, { details: address, cause });
  }
}

/** `address` EIP-55 checksummed for a sign-in message (EIP-4361 allows no other form), ethers loaded for it. */
export const canonicalAddress = async (address: string): Promise<string> => checksummedAddress(await loadEthers(), address, LatchMessages.signInAddressNotChecksummed);
