import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoDist } from '@latch/stack';

export interface OutputSize {
  /** Every .js file under dist/assets, as `assets/…`. */
  chunks: string[];
  gzipKb: number;
}

/** All the JS the demo's build emits, lazy chunks included, each file gzipped at level 9. */
export function measureOutput(root = demoDist()): OutputSize {
  const chunks = readdirSync(join(root, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file.replaceAll('\\', '/')}`)
    .sort();
  const gzipBytes = chunks.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, file)), { level: 9 }).length, 0);
  return { chunks, gzipKb: gzipBytes / 1000 };
}

export const describeOutput = ({ chunks, gzipKb }: OutputSize) => `${gzipKb.toFixed(1)} kB gzip in ${chunks.length} chunks`;
