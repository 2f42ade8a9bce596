import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { ACCOUNT_FACTORY_ADDRESS, devSessionAccountFactoryAddress, ENTRY_POINT_ADDRESS, HOST, resolvePorts, SOLANA_DEVNET_GENESIS_HASH } from '@latch/devnet';
import { frameBuildSettings } from './src/node/buildSettings.js';
import { securityHeaderFiles } from './src/node/securityHeaders.js';

// The same variables that move the services and the nodes of the local world move the frame's defaults.
const settings = frameBuildSettings(process.env, { host: HOST, ports: resolvePorts() });
const { servicesUrl, rpcUrl, bundlerUrl, solanaRpcUrl } = settings;

/** Writes the page's security headers (src/node/securityHeaders.ts) beside it, for the static host that serves the build. */
const securityHeaders: Plugin = {
  name: 'latch-frame-security-headers',
  apply: 'build',
  generateBundle() {
    for (const [fileName, source] of Object.entries(securityHeaderFiles(settings))) this.emitFile({ type: 'asset', fileName, source });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [securityHeaders],
  define: {
    'import.meta.env.VITE_LATCH_SERVICES_URL': JSON.stringify(servicesUrl),
    'import.meta.env.VITE_LATCH_RPC_URL': JSON.stringify(rpcUrl),
    'import.meta.env.VITE_LATCH_SOLANA_RPC_URL': JSON.stringify(solanaRpcUrl),
    'import.meta.env.VITE_LATCH_SOLANA_GENESIS_HASH': JSON.stringify(SOLANA_DEVNET_GENESIS_HASH),
    // The devnet's ERC-4337 contracts are at the same addresses at every start.
    'import.meta.env.VITE_LATCH_BUNDLER_URL': JSON.stringify(bundlerUrl),
    'import.meta.env.VITE_LATCH_ENTRY_POINT': JSON.stringify(ENTRY_POINT_ADDRESS),
    'import.meta.env.VITE_LATCH_ACCOUNT_FACTORY': JSON.stringify(ACCOUNT_FACTORY_ADDRESS),
    'import.meta.env.VITE_LATCH_SESSION_ACCOUNT_FACTORY': JSON.stringify(devSessionAccountFactoryAddress()),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: 'hidden',
    // The frame, and the device page the mails link to (top-level on the same origin).
    rollupOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), device: fileURLToPath(new URL('./device.html', import.meta.url)) } },
  },
  server: { host: '127.0.0.1', port: Number(process.env.LATCH_WALLET_FRAME_PORT || 5174), strictPort: true },
});
