import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { HOST, resolvePorts } from '@latch/devnet';
import { frameBuildSettings } from './src/node/buildSettings.js';
import { securityHeaderFiles } from './src/node/securityHeaders.js';

// The same variables that move the services and the nodes of the local world move the frame's defaults.
const settings = frameBuildSettings(process.env, { host: HOST, ports: resolvePorts() });
const { servicesUrl } = settings;

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
    // The one address baked in: the chains, their contracts and their nodes come from the services.
    'import.meta.env.VITE_LATCH_SERVICES_URL': JSON.stringify(servicesUrl),
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
