// The demo with a second RPC URL for the devnet (src/rpcFallbackMain.tsx), built on its own into
// dist/rpc-fallback and served at /rpc-fallback/index.html, for the same reason as vite.bip122.config.ts.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import demo from './vite.config.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default mergeConfig(demo, {
  root: here('rpc-fallback'),
  base: '/rpc-fallback/',
  build: { outDir: here('dist/rpc-fallback'), emptyOutDir: true },
});
