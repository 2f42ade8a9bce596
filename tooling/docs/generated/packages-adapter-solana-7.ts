// From packages/adapter-solana/README.md, block 7.
import { createLatch } from '@latch/core';
import { solanaAdapter, solanaLocalNetwork } from '@latch/adapter-solana';

// The local world's fixed genesis hash is exported by its devnet as SOLANA_DEVNET_GENESIS_HASH.
const localSolana = solanaLocalNetwork({ genesisHash: SOLANA_DEVNET_GENESIS_HASH, rpcUrl: 'http://127.0.0.1:8899' });

const latch = createLatch({
  projectId: 'latch-demo',
  networks: [localSolana],
  adapters: [solanaAdapter({ walletConnect: { relayUrl: 'ws://127.0.0.1:5555', verify: false } })],
});
export {};
