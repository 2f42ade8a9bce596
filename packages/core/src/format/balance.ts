import { BALANCE_DISPLAY_DECIMALS } from '../constants.js';

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * Floors a decimal string to at most `decimals` fraction digits, without trailing zeros
 * (SPEC 9: balance display floors to 3 decimals). Works on the string, so no float ever
 * rounds a balance up. Anything that is not a plain decimal reads as "0".
 */
export function floorBalance(value: string | undefined, decimals = BALANCE_DISPLAY_DECIMALS): string {
  const match = DECIMAL.exec((value ?? '').trim());
  if (!match || (!match[2] && !match[3])) return '0';
  const [, sign, whole, fraction = ''] = match;
  const integer = whole!.replace(/^0+(?=\d)/, '') || '0';
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  const result = kept ? `${integer}.${kept}` : integer;
  return result === '0' ? '0' : `${sign}${result}`;
}

/** "1.234 ETH", or undefined while no balance is known. */
export function formatBalance(value: string | undefined, symbol: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return symbol ? `${floorBalance(value)} ${symbol}` : floorBalance(value);
}
