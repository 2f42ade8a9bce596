// What one unit of a pool's base token is worth in its quote token, from the two reserves in base
// units: a constant-product pool's price, on any chain.
import { formatUnits } from 'ethers';

/** The places a price keeps from the reserves' ratio before it becomes a number. */
const PRICE_DECIMALS = 18;

export interface Reserve {
  amount: bigint;
  decimals: number;
}

/** (quote / 10^quote.decimals) / (base / 10^base.decimals), in integers to PRICE_DECIMALS places; undefined when either reserve is empty (a ratio with nothing behind it is no price). */
export function reservesPrice(base: Reserve, quote: Reserve): number | undefined {
  if (base.amount === 0n || quote.amount === 0n) return undefined;
  const scaled = (quote.amount * 10n ** BigInt(base.decimals + PRICE_DECIMALS)) / (base.amount * 10n ** BigInt(quote.decimals));
  return Number(formatUnits(scaled, PRICE_DECIMALS));
}
