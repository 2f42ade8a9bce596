// Loaded on demand: the first balance read or send brings in the adapter's own RPC reads, and ethers with them.
import type { CaipNetwork, Clock } from '@latch/core';
import type { FetchGetUrlFunc } from '../ethers.js';
import { loadEthers } from '../loadEthers.js';
import { backgroundClock } from './backgroundClock.js';
import { createFallbackTransport, type FallbackTransport } from './fallbackTransport.js';
import { NATIVE_BALANCE_CACHE_MS } from './constants.js';
import { readNativeBalance } from './nativeBalance.js';
import { waitForInclusion } from './receipt.js';

export interface ChainReadsOptions {
  rpcUrls?: Record<number, string[]>;
  clock?: Clock;
  /** The HTTP layer under ethers, for tests that play the nodes. */
  getUrl?: FetchGetUrlFunc;
}

/** The dApp's own URLs for the chain first, then the network's, each once. */
export function rpcUrlsFor(network: CaipNetwork, rpcUrls: Record<number, string[]> = {}): string[] {
  return [...new Set([...(rpcUrls[Number(network.id)] ?? []), ...network.rpcUrls.default.http])];
}

/** The adapter's reads (not the wallet's): one fallback transport per chain and set of URLs. */
export async function createChainReads({ rpcUrls, clock = backgroundClock, getUrl }: ChainReadsOptions = {}) {
  const ethers = await loadEthers();
  const transports = new Map<string, FallbackTransport>();
  /** The last native balance read per chain and address, answered again for NATIVE_BALANCE_CACHE_MS (SPEC 9). */
  const balances = new Map<string, { at: number; answer: { balance: string; symbol: string } }>();

  function transportFor(network: CaipNetwork): FallbackTransport | undefined {
    const urls = rpcUrlsFor(network, rpcUrls);
    if (urls.length === 0) return undefined;
    const key = `${network.id} ${urls.join(' ')}`;
    let transport = transports.get(key);
    if (!transport) transports.set(key, (transport = createFallbackTransport({ ethers, urls, chainId: Number(network.id), clock, getUrl })));
    return transport;
  }

  return {
    transportFor,
    /** The native balance, from the cache while its read is fresh enough unless `fresh` says the chain just changed it. */
    async balance(address: string, network: CaipNetwork, { fresh = false }: { fresh?: boolean } = {}) {
      const key = `${network.caipNetworkId} ${address.toLowerCase()}`;
      const cached = balances.get(key);
      if (!fresh && cached && clock.now() - cached.at < NATIVE_BALANCE_CACHE_MS) return cached.answer;
      const transport = transportFor(network);
      if (!transport) throw new Error(`${network.name} has no RPC URL`);
      const answer = await readNativeBalance(ethers, transport, address, network);
      balances.set(key, { at: clock.now(), answer });
      return answer;
    },
    /** Waits for the transaction's receipt, so a balance read right after sees it. Without an RPC URL, does not wait. */
    async confirm(hash: string, network: CaipNetwork) {
      const transport = transportFor(network);
      if (transport) await waitForInclusion(transport, hash, clock);
    },
  };
}

export type ChainReads = Awaited<ReturnType<typeof createChainReads>>;
