// A page of the demo built on its own from <name>/index.html into dist/<name> and served at
// /<name>/index.html. A second entry in the demo's own build would split the modules both pages
// share into a dozen small chunks of the demo's entry.
import { fileURLToPath } from 'node:url';
import { mergeConfig, type UserConfig } from 'vite';
import demo from './vite.config.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const sidePage = (name: string): UserConfig =>
  mergeConfig(demo, { root: here(name), base: `/${name}/`, build: { outDir: here(`dist/${name}`), emptyOutDir: true } });
