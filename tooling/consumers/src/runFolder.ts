// Jest's global setup: one folder for the whole run, in which the first test file that needs them packs the tarballs
// and installs the shared project, and the files after it find them (packed.ts). It imports nothing relative,
// because jest loads a global setup without the preset's module mapping.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The environment variable that names the run's folder to the test files. */
export const RUN_FOLDER = 'LATCH_CONSUMERS_RUN';

export default function makeRunFolder(): void {
  const dir = mkdtempSync(join(tmpdir(), 'latch-consumers-run-'));
  process.env[RUN_FOLDER] = dir;
  // Gone with the run, however it ends.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
