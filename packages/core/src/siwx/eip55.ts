// EIP-55: an EVM address's mixed-case checksum, checked (never written: core only refuses an
// address that is not in its checksummed form; the chain's adapter or the app's library writes it).
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Whether `address` is `0x` and 40 hex digits whose letters are capitals exactly where EIP-55's hash says. */
export function isEip55Checksummed(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const digits = address.slice(2);
  const hash = bytesToHex(keccak_256(digits.toLowerCase()));
  for (let index = 0; index < 40; index++) {
    const digit = digits[index]!;
    if (digit >= '0' && digit <= '9') continue;
    const capital = parseInt(hash[index]!, 16) >= 8;
    if ((digit === digit.toUpperCase()) !== capital) return false;
  }
  return true;
}
