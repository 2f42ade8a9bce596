import { invalidAmount, tooManyDecimals } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * "1.5" with 6 decimals is 1500000n. Works on the string, so no float ever changes an amount.
 * An amount that is not a positive decimal, or has more fraction digits than the token allows,
 * is refused with a message a person can act on.
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const match = DECIMAL.exec(amount.trim());
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new LatchError(invalidAmount);
  if (fraction.length > decimals) throw new LatchError(tooManyDecimals(decimals));
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
  if (value <= 0n) throw new LatchError(invalidAmount);
  return value;
}

/** 1500000n with 6 decimals is "1.5": the inverse of parseUnits, without trailing zeros. */
export function formatUnits(value: bigint | string, decimals: number): string {
  const amount = BigInt(value);
  const sign = amount < 0n ? '-' : '';
  const digits = (amount < 0n ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
