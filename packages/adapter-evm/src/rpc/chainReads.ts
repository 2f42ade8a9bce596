// Loaded on demand, with zod: the first balance read or send brings in the adapter's own RPC reads.
import type { CaipNetwork, Clock } from '@latch/core';
import { readNativeBalance } from '../balance.js';
import { backgroundClock } from './backgroundClock.js';
import { createFallbackTransport, type FallbackTransport } from './fallbackTransport.js';
import { waitForInclusion } from './receipt.js';

export interface ChainReadsOptions {
  rpcUrls?: Record<number, string[]>;
  clock?: Clock;
  fetch?: typeof globalThis.fetch;
}

/** The dApp's own URLs for the chain first, then the network's, each once. */
export function rpcUrlsFor(network: CaipNetwork, rpcUrls: Record<number, string[]> = {}): string[] {
  return [...new Set([...(rpcUrls[Number(network.id)] ?? []), ...network.rpcUrls.default.http])];
}

/** The adapter's reads (not the wallet's): one fallback transport per chain and set of URLs. */
export function createChainReads({ rpcUrls, clock = backgroundClock, fetch }: ChainReadsOptions = {}) {
  const transports = new Map<string, FallbackTransport>();

  function transportFor(network: CaipNetwork): FallbackTransport | undefined {
    const urls = rpcUrlsFor(network, rpcUrls);
    if (urls.length === 0) return undefined;
    const key = `${network.id} ${urls.join(' ')}`;
    let transport = transports.get(key);
    if (!transport) transports.set(key, (transport = createFallbackTransport({ urls, clock, fetch })));
    return transport;
  }

  return {
    transportFor,
    async balance(address: string, network: CaipNetwork) {
      const transport = transportFor(network);
      if (!transport) throw new Error(`${network.name} has no RPC URL`);
      return readNativeBalance(transport, address, network);
    },
    /** Waits for the transaction's receipt, so a balance read right after sees it. Without an RPC URL, does not wait. */
    async confirm(hash: string, network: CaipNetwork) {
      const transport = transportFor(network);
      if (transport) await waitForInclusion(transport, hash, clock);
    },
  };
}

export type ChainReads = ReturnType<typeof createChainReads>;
