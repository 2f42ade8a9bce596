import { invalidChainId } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';

/** SPEC 5: letters, digits or hyphens only, at least 4 characters. */
export const isValidAccountName = (name: string): boolean => /^[a-zA-Z0-9-]{4,}$/.test(name);

const COIN_TYPE_FLAG = 0x80000000;

/** ENSIP-11 coin type of an EVM chain. SPEC 5: the chain id must be below 2147483648, else "Invalid chainId". */
export function coinTypeForChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_FLAG) throw new LatchError(invalidChainId);
  return (COIN_TYPE_FLAG | chainId) >>> 0;
}
