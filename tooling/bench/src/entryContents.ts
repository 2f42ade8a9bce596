import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoDist } from '@latch/stack';
import { measureEntrySize } from './size.js';

/**
 * Code that must load only when a person asks for it, by strings only that code contains: the
 * WalletConnect SDK (its relay protocol method names and package scope) and the frame client.
 */
export const LAZY_ONLY = [
  { what: 'WalletConnect', markers: ['irn_subscribe', 'wc_sessionPropose', '@walletconnect/'] },
  // ethers, by its error-coalescing message (ARCHITECTURE: chain SDKs load when first needed).
  { what: 'ethers', markers: ['could not coalesce error'] },
  // @solana/web3.js 1.x, by its Connection's balance error.
  { what: '@solana/web3.js', markers: ['failed to get balance of account'] },
  // The embedded wallet's frame client, by its request prefix (the frame page itself is another origin's bundle).
  { what: 'the embedded wallet frame client', markers: ['@latch-app/'] },
] as const;

export interface LazyCheck {
  what: string;
  /** Entry files holding one of its markers: must be none. */
  inEntry: string[];
  /** Other chunks holding one: at least one, or the markers no longer find the code and the check proves nothing. */
  inLazyChunks: string[];
}

export function checkLazyOnly(root = demoDist()): LazyCheck[] {
  const entry = new Set(measureEntrySize(root).files.map((f) => f.file.replace(/^\//, '')));
  const chunks = readdirSync(join(root, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
  const text = new Map(chunks.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  return LAZY_ONLY.map(({ what, markers }) => {
    const holding = chunks.filter((file) => markers.some((marker) => text.get(file)!.includes(marker)));
    return { what, inEntry: holding.filter((file) => entry.has(file)), inLazyChunks: holding.filter((file) => !entry.has(file)) };
  });
}
