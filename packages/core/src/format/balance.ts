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

/**
 * A decimal string written in the locale's digits and decimal sign ("1,5" in French), exactly: Intl
 * reads a numeric string as a decimal (ES2023), never through a float. Ungrouped, as SPEC 9 writes balances.
 */
export const localDecimal = (decimal: string, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: false }).format(decimal as unknown as number);

/** "1.234 ETH" ("1,234 ETH" in French), or undefined while no balance is known. */
export function formatBalance(value: string | undefined, symbol: string | undefined, locale = 'en'): string | undefined {
  if (value === undefined) return undefined;
  // Intl's default of 3 fraction digits is SPEC 9's floor, so this light formatter (in every page's entry) drops nothing.
  const amount = new Intl.NumberFormat(locale, { useGrouping: false }).format(floorBalance(value) as unknown as number);
  return symbol ? `${amount} ${symbol}` : amount;
}
