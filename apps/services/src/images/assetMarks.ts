// The known tokens' and networks' images: each its own mark in its colours on a round tile, drawn here
// for this registry (96 × 96), not taken from any brand kit. Ids without a mark keep their initials.
import type { WalletMark } from './walletMarks.js';

const ETHER_DIAMOND = '<path d="M48 14 28 49l20 12 20-12z" fill="#fff"/><path d="M28 53l20 29 20-29-20 12z" fill="#fff" fill-opacity=".75"/>';
const SOLANA_BARS = '<path d="M32 28h40l-8 9H24zM24 44h40l8 9H32zM32 60h40l-8 9H24z" fill="#14f195"/>';
const BITCOIN = '<path d="M40 26v44M50 26v6M50 64v6M36 32h18a9 9 0 0 1 0 18H36m0 0h20a10 10 0 0 1 0 20H36" fill="none" stroke="#fff" stroke-width="6"/>';

/** By symbol, as the token catalogue seeds them (catalog.ts). */
export const TOKEN_MARKS: Readonly<Record<string, WalletMark>> = {
  ETH: { color: '#627eea', draw: ETHER_DIAMOND },
  WETH: { color: '#393939', draw: ETHER_DIAMOND },
  USDC: { color: '#2775ca', draw: '<circle cx="48" cy="48" r="27" fill="none" stroke="#fff" stroke-width="5"/><path d="M56 38c-2-4-14-5-15 1s16 5 15 13-14 7-16 2M48 30v36" fill="none" stroke="#fff" stroke-width="5"/>' },
  USDT: { color: '#26a17b', draw: '<path d="M26 26h44v10H53v36H43V36H26z" fill="#fff"/><ellipse cx="48" cy="48" rx="24" ry="6" fill="none" stroke="#fff" stroke-width="4"/>' },
  DAI: { color: '#f5ac37', draw: '<path d="M34 26h14a22 22 0 0 1 0 44H34z" fill="none" stroke="#fff" stroke-width="7"/><path d="M24 42h48M24 54h48" stroke="#fff" stroke-width="5"/>' },
  SOL: { color: '#000', draw: SOLANA_BARS },
  BTC: { color: '#f7931a', draw: BITCOIN },
  WBTC: { color: '#201a2d', draw: BITCOIN },
};

/** By CAIP-2 id, as the asset catalogue seeds them (catalog.ts); any other Solana cluster: see networkMarkOf. */
export const NETWORK_MARKS: Readonly<Record<string, WalletMark>> = {
  'eip155:1': { color: '#627eea', draw: ETHER_DIAMOND },
  'eip155:8453': { color: '#0052ff', draw: '<circle cx="48" cy="48" r="26" fill="#fff"/><path d="M22 46h34v4H22z" fill="#0052ff"/>' },
  'eip155:31337': { color: '#2d2d2d', draw: '<path d="M20 34h46c0 8 4 12 10 12v6H58l4 16H34l4-16H28c-6 0-8-8-8-18z" fill="#f5f5f5"/>' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { color: '#000', draw: SOLANA_BARS },
  'bip122:000000000019d6689c085ae165831e93': { color: '#f7931a', draw: BITCOIN },
};

/** Every Solana cluster (a devnet, a testnet, a local chain) runs the same chain: it is drawn as Solana is. */
const SOLANA_CLUSTER: WalletMark = { color: '#000', draw: SOLANA_BARS };

/** A network's own mark by its CAIP-2 id, else its namespace's where every chain of it looks alike; undefined draws initials. */
export function networkMarkOf(id: string): WalletMark | undefined {
  if (Object.hasOwn(NETWORK_MARKS, id)) return NETWORK_MARKS[id];
  return id.startsWith('solana:') ? SOLANA_CLUSTER : undefined;
}
