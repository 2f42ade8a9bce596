// The demo with the example Bitcoin adapter (examples/adapter-bip122) beside EVM and Solana, built on
// its own into dist/bip122 and served at /bip122/index.html: a second entry in the demo's own build would split
// the modules both pages share into a dozen small chunks of the demo's entry.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import demo from './vite.config.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default mergeConfig(demo, {
  root: here('bip122'),
  base: '/bip122/',
  build: { outDir: here('dist/bip122'), emptyOutDir: true },
});
