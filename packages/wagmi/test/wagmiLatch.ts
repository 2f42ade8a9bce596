// A Latch over core's memory adapter and a wagmi config over its connector, as an app makes the two.
import { createLatch, createStorage, type CaipNetwork, type ChainAdapter, type Latch } from '@latch/core';
import { memoryAdapter, testMainnet, testNetwork } from '@latch/core/testing';
import { createConfig, http } from '@wagmi/core';
import { anvil, mainnet, sepolia } from 'viem/chains';
import { latchConnector } from '../src/exports/index.js';

const created = new Set<Latch>();
afterEach(() => {
  created.forEach((latch) => latch.destroy());
  created.clear();
});

/** Every RPC this machine's own: no test reaches another host (none is read here at all). */
const LOCAL_RPC = http('http://127.0.0.1:8545');

/** A wagmi config whose one connector is `latchConnector(latch)`; wagmi knows sepolia too, which Latch is not configured with. */
export function wagmiConfig(latch: Latch) {
  const config = createConfig({
    chains: [anvil, mainnet, sepolia],
    connectors: [latchConnector(latch)],
    transports: { [anvil.id]: LOCAL_RPC, [mainnet.id]: LOCAL_RPC, [sepolia.id]: LOCAL_RPC },
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
  return { config, connector: config.connectors[0]! };
}

/**
 * A Latch over the memory adapter, and a wagmi config over it. `adapter` replaces parts of the memory
 * adapter (a provider that signs, for one); `more` adds other namespaces' adapters and networks.
 */
export function wagmiLatch(options: { wallet?: Parameters<typeof memoryAdapter>[0]; adapter?: Partial<ChainAdapter>; more?: { adapters: ChainAdapter[]; networks: CaipNetwork[] } } = {}) {
  const wallet = memoryAdapter(options.wallet);
  const latch = createLatch({
    projectId: 'latch-test',
    networks: [testNetwork, testMainnet, ...(options.more?.networks ?? [])],
    adapters: [{ ...wallet.adapter, ...options.adapter }, ...(options.more?.adapters ?? [])],
    storage: createStorage(null),
  });
  created.add(latch);
  return { latch, wallet, ...wagmiConfig(latch) };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
