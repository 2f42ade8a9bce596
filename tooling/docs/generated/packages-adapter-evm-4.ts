// From packages/adapter-evm/README.md, block 4.
import { createLatch } from '@latch/core';
import { mainnet, optimism } from '@latch/core/chains';
import { evmAdapter } from '@latch/adapter-evm';

const latch = createLatch({
  projectId: 'latch-demo',
  metadata: { name: 'My app', description: 'What it does', url: 'https://my.app', icons: [] },
  networks: [mainnet, optimism],
  adapters: [evmAdapter({ walletConnect: {}, rpcUrls: { 10: ['https://my-node.example/op'] } })],
});
export {};
