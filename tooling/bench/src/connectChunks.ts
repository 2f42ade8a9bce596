// The Connect view paints once its chunk and every chunk that chunk imports statically have loaded.
// A lazy chunk finds its imports only when it has been parsed, so each level of that graph costs a
// round trip and a parse, which on a page still loading pushes the click-to-paint past its budget.
// The demo's build gathers Connect into one chunk that imports only the entry's; this says whether
// it still does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoDist } from '@latch/stack';
import { measureEntrySize } from './size.js';

/** The Connect view's own module, as its path ends in a chunk's source map. */
const CONNECT_SOURCE = /ui[\\/]dist[\\/]views[\\/]Connect[\\/]Connect\.js$/;
/** A static import of a sibling chunk (`import{…}from"./x.js"` or `import"./x.js"`); dynamic `import("./x.js")` does not match. */
const STATIC_IMPORT = /import\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g;

export interface ConnectChunks {
  /** The chunk holding the Connect view. */
  view: string;
  /** The chunks its first paint loads beyond the entry's, itself included, with their gzip bytes. */
  beyondEntry: { file: string; gzipBytes: number }[];
}

export function measureConnectChunks(root = demoDist()): ConnectChunks {
  const assets = join(root, 'assets');
  const maps = readdirSync(assets).filter((file) => file.endsWith('.js.map'));
  const viewMap = maps.find((map) => (JSON.parse(readFileSync(join(assets, map), 'utf8')) as { sources: string[] }).sources.some((s) => CONNECT_SOURCE.test(s)));
  if (!viewMap) throw new Error('No chunk of the demo holds the Connect view (ui/dist/views/Connect/Connect.js)');
  const view = viewMap.replace(/\.map$/, '');
  const entry = new Set(measureEntrySize(root).files.map((f) => f.file.replace(/^\/?assets\//, '')));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || entry.has(file)) return;
    seen.add(file);
    for (const [, imported] of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) visit(imported!);
  };
  visit(view);
  return { view, beyondEntry: [...seen].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length })) };
}
