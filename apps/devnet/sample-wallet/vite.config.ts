import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The same variables that move the relay, anvil, the Solana chain and the services move the wallet's defaults; ?relay=, ?rpc=, ?solanaRpc= and ?services= override them.
const relayUrl = process.env.LATCH_RELAY_URL || `ws://127.0.0.1:${process.env.LATCH_RELAY_PORT || '5555'}`;
const rpcUrl = process.env.LATCH_RPC_URL || `http://127.0.0.1:${process.env.LATCH_ANVIL_PORT || '8545'}`;
const solanaRpcUrl = process.env.LATCH_SOLANA_RPC_URL || `http://127.0.0.1:${process.env.LATCH_SOLANA_PORT || '8899'}`;
const servicesUrl = process.env.LATCH_SERVICES_URL || `http://127.0.0.1:${process.env.LATCH_SERVICES_PORT || '8787'}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  define: {
    'import.meta.env.VITE_LATCH_RELAY_URL': JSON.stringify(relayUrl),
    'import.meta.env.VITE_LATCH_RPC_URL': JSON.stringify(rpcUrl),
    'import.meta.env.VITE_LATCH_SOLANA_RPC_URL': JSON.stringify(solanaRpcUrl),
    'import.meta.env.VITE_LATCH_SERVICES_URL': JSON.stringify(servicesUrl),
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/sample-wallet', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
  server: { host: '127.0.0.1', port: Number(process.env.LATCH_SAMPLE_WALLET_PORT || 5175), strictPort: true },
});
