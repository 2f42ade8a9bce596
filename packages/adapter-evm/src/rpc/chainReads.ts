// Loaded on demand: the first balance read or send brings in the adapter's own RPC reads, and ethers with them.
import { balanceCache, type CaipNetwork, type Clock } from '@latch/core';
import type { FetchGetUrlFunc } from '../ethers.js';
import { loadEthers } from '../loadEthers.js';
import { backgroundClock } from './backgroundClock.js';
import { createFallbackTransport, type FallbackTransport } from './fallbackTransport.js';
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
  const balances = balanceCache<{ balance: string; symbol: string }>(clock);

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
    balance(address: string, network: CaipNetwork, { fresh = false }: { fresh?: boolean } = {}) {
      return balances(`${network.caipNetworkId} ${address.toLowerCase()}`, fresh, async () => {
        const transport = transportFor(network);
        if (!transport) throw new Error(`${network.name} has no RPC URL`);
        return readNativeBalance(ethers, transport, address, network);
      });
    },
    /** Waits for the transaction's receipt, so a balance read right after sees it. Without an RPC URL, does not wait. */
    async confirm(hash: string, network: CaipNetwork) {
      const transport = transportFor(network);
      if (transport) await waitForInclusion(transport, hash, clock);
    },
  };
}

export type ChainReads = Awaited<ReturnType<typeof createChainReads>>;
