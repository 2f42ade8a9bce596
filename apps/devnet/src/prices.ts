import { ZeroAddress } from 'ethers';
import type { DevTokenInfo, DevTokenKey } from './deploy.js';

/** The key native ETH has in the price table, since it has no contract address. */
export const NATIVE_TOKEN_ADDRESS = ZeroAddress;

/** What each dev asset is worth in USD; WETH is worth what ETH is, and the DEX pools are seeded at these prices. */
export const USD_PRICES: Record<'eth' | DevTokenKey, number> = { eth: 3000, usdc: 1, dai: 1 };

export interface TokenPrice {
  symbol: string;
  decimals: number;
  usd: number;
}

/** Prices keyed by lowercase token address, with native ETH under NATIVE_TOKEN_ADDRESS. */
export type PriceTable = Record<string, TokenPrice>;

/** The price table of native ETH, WETH and `tokens` (any of the dev tokens). */
export function priceTable(tokens: Partial<Record<DevTokenKey, DevTokenInfo>>, weth: string): PriceTable {
  const entries: [string, TokenPrice][] = [
    [NATIVE_TOKEN_ADDRESS, { symbol: 'ETH', decimals: 18, usd: USD_PRICES.eth }],
    [weth, { symbol: 'WETH', decimals: 18, usd: USD_PRICES.eth }],
    ...(Object.entries(tokens) as [DevTokenKey, DevTokenInfo][]).map(([key, { address, symbol, decimals }]): [string, TokenPrice] => [address, { symbol, decimals, usd: USD_PRICES[key] }]),
  ];
  return Object.fromEntries(entries.map(([address, price]) => [address.toLowerCase(), price]));
}
