import { LatchError } from '@latch/core';
import { INVALID_RECEIVER } from '@latch/core/internal';
import { loadEthers, type Ethers } from '../loadEthers.js';

/**
 * `address` in its EIP-55 checksummed form. Malformed, the wrong length, or mixed case with a wrong
 * checksum (a typo the checksum caught) is refused before any wallet is asked.
 */
export function checksummedAddress(ethers: Ethers, address: string): string {
  try {
    return ethers.getAddress(address);
  } catch (cause) {
    throw new LatchError(INVALID_RECEIVER, { details: address, cause });
  }
}

/** `address` EIP-55 checksummed, ethers loaded for it. */
export const canonicalAddress = async (address: string): Promise<string> => checksummedAddress(await loadEthers(), address);
