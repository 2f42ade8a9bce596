// The demo on the catalogue's own Ethereum, Base and Solana (issue 32, point 5): only their RPC URLs
// point at the local chains that rehearse mainnet (`npm start -- --rehearsal`); nothing else here is
// special to the rehearsal. Built on its own, as bip122.html is, so the demo's entry stays as it is.
import { base, mainnet, solanaMainnet } from '@latch/core/chains';
import { createDemoLatch } from './latch.js';
import { mountDemo } from './mount.js';
import { withRpcUrl } from './withRpcUrl.js';

const { VITE_LATCH_MAINNET_RPC_URL, VITE_LATCH_BASE_RPC_URL, VITE_LATCH_SOLANA_MAINNET_RPC_URL } = import.meta.env;

mountDemo(
  createDemoLatch({
    networks: [withRpcUrl(base, VITE_LATCH_BASE_RPC_URL), withRpcUrl(mainnet, VITE_LATCH_MAINNET_RPC_URL), withRpcUrl(solanaMainnet, VITE_LATCH_SOLANA_MAINNET_RPC_URL)],
  }),
);
