import { formatUnits, localDecimal } from '@latch/core';

/** A gas price in wei as Gwei, to 3 decimals at most, in the locale's digits; "< 0.001" for a price above zero that rounds away. */
export function gweiText(wei: string, locale = 'en'): string {
  const [whole = '0', fraction = ''] = formatUnits(wei, 9).split('.');
  const shown = fraction.slice(0, 3).replace(/0+$/, '');
  const text = shown ? `${whole}.${shown}` : whole;
  return text === '0' && /[1-9]/.test(wei) ? `< ${localDecimal('0.001', locale)} Gwei` : `${localDecimal(text, locale)} Gwei`;
}

/** A decimal amount cut (not rounded) to 6 decimals, for telling what a quote gave: "1.490123456789" reads "1.490123". */
export function roughAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const shown = fraction.slice(0, 6).replace(/0+$/, '');
  return shown ? `${whole}.${shown}` : whole;
}
