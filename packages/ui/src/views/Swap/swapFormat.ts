import { formatUnits } from '@latch/core';

/** A gas price in wei as Gwei, to 3 decimals at most; "< 0.001" for a price above zero that rounds away. */
export function gweiText(wei: string): string {
  const [whole = '0', fraction = ''] = formatUnits(wei, 9).split('.');
  const shown = fraction.slice(0, 3).replace(/0+$/, '');
  const text = shown ? `${whole}.${shown}` : whole;
  return text === '0' && /[1-9]/.test(wei) ? '< 0.001 Gwei' : `${text} Gwei`;
}
