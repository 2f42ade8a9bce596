// A constant nothing reads is deleted, not kept alive by the pin test beside it: every export of
// constants.ts and tradingConstants.ts must be imported by production code somewhere in the monorepo (core itself through
// a relative path, ui and the adapters through one of core's entries). Tests do not count.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as coreConstants from './constants.js';
import * as tradingConstants from './tradingConstants.js';

const constants = { ...coreConstants, ...tradingConstants };
const ROOT = resolve(__dirname, '../../..');
const CONSTANT_MODULES = [join(__dirname, 'constants.ts'), join(__dirname, 'tradingConstants.ts')];
/** `export *` of every constant: a door, not a reader. */
const INTERNAL_ENTRY = join(__dirname, 'exports', 'internal.ts');

/** Exported ahead of its first reader: none today. */
const AWAITING_FIRST_READER: string[] = [];

const NAMED_FROM = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

const productionSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : productionSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const sourceRoots = ['packages', 'apps', 'examples'].flatMap((group) =>
  readdirSync(join(ROOT, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(ROOT, group, entry.name, 'src')),
);

/** Whether `specifier`, imported by `file`, may bring core's constants: a constants module itself from inside core, any of core's entries from outside. */
const namesConstants = (file: string, specifier: string) =>
  specifier.startsWith('.') ? CONSTANT_MODULES.includes(resolve(dirname(file), specifier).replace(/\.js$/, '.ts')) : /^@latch\/core(\/|$)/.test(specifier);

/** Every name some production file imports (or re-exports) from core's constants, with the files that do. */
function readers(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = sourceRoots.flatMap((root) => {
    try {
      return productionSources(root);
    } catch {
      return [];
    }
  });
  for (const file of files) {
    if (CONSTANT_MODULES.includes(file) || file === INTERNAL_ENTRY) continue;
    for (const [, names, specifier] of readFileSync(file, 'utf8').matchAll(NAMED_FROM)) {
      if (!namesConstants(file, specifier!)) continue;
      for (const name of names!.split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!)) {
        if (name) found.set(name, [...(found.get(name) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return found;
}

describe('core constants', () => {
  const read = readers();

  it('are each read by production code', () => {
    const unread = Object.keys(constants).filter((name) => !read.has(name) && !AWAITING_FIRST_READER.includes(name));
    expect(unread).toEqual([]);
  });

  it('keep an export unread only while it awaits its first reader: one that has it leaves the list', () => {
    expect(AWAITING_FIRST_READER.filter((name) => read.has(name))).toEqual([]);
    expect(AWAITING_FIRST_READER.filter((name) => !(name in constants))).toEqual([]);
  });

  it('are found through a relative import in core and through an entry of core elsewhere', () => {
    expect(read.get('WALLETS_PAGE_SIZE')).toEqual(expect.arrayContaining(['packages/core/src/api/client/walletEndpoints.ts']));
    expect(read.get('SWAP_SUGGESTED_TOKENS')).toEqual(['packages/core/src/features/swap/selectors.ts']);
    expect(read.get('IMAGE_PRELOAD_TIMEOUT_MS')).toEqual(expect.arrayContaining(['packages/ui/src/components/WalletIcon/usePreloadedImage.ts']));
  });
});
