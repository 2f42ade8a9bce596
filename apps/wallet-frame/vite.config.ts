import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { HOST, resolvePorts } from '@latch/devnet';
import { frameBuildSettings, LOCAL_WORLD, LOCAL_WORLD_MARKER, WORLD_VARIABLE } from './src/node/buildSettings.js';
import { securityHeaderFiles } from './src/node/securityHeaders.js';

// The same variables that move the services and the nodes of the local world move the frame's defaults.
const settings = frameBuildSettings(process.env, { host: HOST, ports: resolvePorts() });
const { servicesUrl, localWorld } = settings;

/** Writes the page's security headers (src/node/securityHeaders.ts) beside it, for the static host that serves the build. */
const securityHeaders: Plugin = {
  name: 'latch-frame-security-headers',
  apply: 'build',
  generateBundle() {
    for (const [fileName, source] of Object.entries(securityHeaderFiles(settings))) this.emitFile({ type: 'asset', fileName, source });
  },
};

/** Marks a build for the local world (LATCH_ENV=local): the local stack refuses to serve a frame without it. */
const localWorldMarker: Plugin = {
  name: 'latch-frame-local-world',
  apply: 'build',
  generateBundle() {
    if (localWorld) this.emitFile({ type: 'asset', fileName: LOCAL_WORLD_MARKER, source: `${WORLD_VARIABLE}=${LOCAL_WORLD}\n` });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [securityHeaders, localWorldMarker],
  define: {
    // The one address baked in: the chains, their contracts and their nodes come from the services.
    'import.meta.env.VITE_LATCH_SERVICES_URL': JSON.stringify(servicesUrl),
    // The local world is said at build time (LATCH_ENV=local), never read from where the services are.
    'import.meta.env.VITE_LATCH_LOCAL_WORLD': JSON.stringify(localWorld),
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
