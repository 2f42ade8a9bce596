import { localDecimal } from '@latch/core';
import { floorBalance, TOKEN_BALANCE_DISPLAY_DECIMALS } from '@latch/core/internal';

const DECIMAL = /^-?\d+(?:\.(\d+))?$/;
/** The most fraction digits Intl.NumberFormat takes. */
const MAX_DIGITS = 20;

/**
 * A decimal string as written ("10.00" keeps its zeros: a quote's or a limit's amount), in the
 * locale's digits and decimal sign ("10,00" in French), ungrouped as SPEC 9 writes amounts.
 * Anything that is not a plain decimal is left as it is.
 */
export function localAmount(decimal: string, locale: string): string {
  const match = DECIMAL.exec(decimal);
  if (!match) return decimal;
  const digits = Math.min(match[1]?.length ?? 0, MAX_DIGITS);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(decimal as unknown as number);
}

/** A token's balance as the lists show it, floored (SPEC 9) and in the locale: "1000,25 USDC". */
export const localBalance = (numeric: string, symbol: string, locale: string) => `${localDecimal(floorBalance(numeric, TOKEN_BALANCE_DISPLAY_DECIMALS), locale)} ${symbol}`;
