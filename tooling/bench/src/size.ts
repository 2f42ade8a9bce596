import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoDist } from '@latch/stack';

export interface EntrySize {
  files: { file: string; gzipBytes: number }[];
  gzipKb: number;
}

/** The JS a first page load fetches: the entry module and every module it preloads, gzipped at level 9. */
export function measureEntrySize(root = demoDist()): EntrySize {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  if (entries.length === 0) throw new Error(`No module script in ${join(root, 'index.html')}`);
  const files = [...new Set(entries)].map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(root, file)), { level: 9 }).length,
  }));
  return { files, gzipKb: files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1000 };
}
