import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The devnet RPC the demo's network points at; the same variable moves anvil itself.
const anvilPort = process.env.LATCH_ANVIL_PORT || '8545';
const rpcUrl = process.env.LATCH_RPC_URL || `http://127.0.0.1:${anvilPort}`;
// The services (Wallet API, Blockchain API, analytics) the demo's project talks to.
const servicesUrl = process.env.LATCH_SERVICES_URL || `http://127.0.0.1:${process.env.LATCH_SERVICES_PORT || '8787'}`;

export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_LATCH_RPC_URL': JSON.stringify(rpcUrl), 'import.meta.env.VITE_LATCH_SERVICES_URL': JSON.stringify(servicesUrl) },
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
  server: { host: '127.0.0.1', port: Number(process.env.LATCH_DEMO_PORT || 5173), strictPort: true },
});
