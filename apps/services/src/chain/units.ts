// Amounts: base units to the decimal strings the API answers with, and back.
import { formatUnits } from 'ethers';

/** `value` base units as a decimal string without trailing zeros: 1500000 with 6 decimals is "1.5", 10^18 with 18 is "1". */
export function decimalString(value: bigint, decimals: number): string {
  const text = formatUnits(value, decimals);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The value in USD of `value` base units at `usdPrice`, as a number (display only). */
export const usdValue = (value: bigint, decimals: number, usdPrice: number) => Number(decimalString(value, decimals)) * usdPrice;
