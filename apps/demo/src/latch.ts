import { createLatch, type CaipNetwork } from '@latch/core';
import { evmAdapter } from '@latch/adapter-evm';

export const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [import.meta.env.VITE_LATCH_RPC_URL] } },
  testnet: true,
};

export const latch = createLatch({
  projectId: 'latch-demo',
  networks: [devnet],
  adapters: [evmAdapter()],
  metadata: {
    name: 'Latch demo',
    description: 'Every Latch feature against a local devnet.',
    url: typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin,
    icons: [],
  },
});
