import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The built package must import in plain Node: nothing may touch window or document at import time.
it('imports from dist in Node with no DOM', () => {
  const entry = fileURLToPath(new URL('../dist/exports/index.js', `file://${__filename}`));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(entry)}); console.log(typeof m.createLatch, typeof globalThis.window)`], {
    encoding: 'utf8',
  });
  expect(out.trim()).toBe('function undefined');
});
