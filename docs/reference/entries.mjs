// The public entry points the API reference documents, each under the name an app imports it by:
// read from each published package's `exports`, so an entry a package adds is documented without
// a list here to keep in step. `@latch/core/internal` is left out: it is for ui alone; so is what
// has no types (a stylesheet).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const UNDOCUMENTED = new Set(['@latch/core/internal']);

/** An export's source beside its built types: `./dist/ssr/index.d.ts` is `src/ssr/index.ts`. */
const sourceOf = (types) => types.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.ts');

function packageEntries(dir) {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports ?? {}).flatMap(([path, target]) => {
    const name = path === '.' ? manifest.name : `${manifest.name}/${path.slice(2)}`;
    const types = typeof target === 'object' ? target.types : undefined;
    return types && !UNDOCUMENTED.has(name) ? [[name, `packages/${dir}/${sourceOf(types)}`]] : [];
  });
}

/** Import specifier to its source file, relative to the repository's root. */
export const ENTRIES = Object.fromEntries(
  readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => packageEntries(entry.name)),
);
