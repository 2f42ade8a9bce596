import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLatch } from '@latch/core';
import { testNetwork } from '@latch/core/testing';

// ARCHITECTURE: the UI reads state only through core's selectors, so a slice's shape can change in core alone.
it("reads no slice of core's state directly, only through selectors", () => {
  const latch = createLatch({ projectId: 'latch-test', networks: [testNetwork] });
  // The slices in every store, and those that join it when their flow loads.
  const slices = [...Object.keys(latch.getState()), 'onramp', 'swap', 'wallets', 'latchApi'];
  latch.destroy();
  const raw = new RegExp(`(?:\\bstate|getState\\(\\))\\??\\.(?:${slices.join('|')})\\b`);
  const src = join(__dirname, '..', 'src');
  const readers = readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      readFileSync(join(src, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (raw.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
  expect(readers).toEqual([]);
});
