// The published packages packed, and the project that installs every one but the wagmi connector from its tarball,
// once per run: the first test file to ask makes them in the run's folder (runFolder.ts), the files after it read
// them back. The files run one at a time (the preset's single worker).
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { installProject, projectAt, REGISTRY_DEPENDENCIES, type ConsumerProject } from './project.js';
import { RUN_FOLDER } from './runFolder.js';
import { pack, publishedPackageDirs, readTarball, type Tarball } from './tarballs.js';

export const ROOT = join(__dirname, '..', '..', '..');
export const FIXTURES = join(__dirname, '..', 'fixtures');
/** The wagmi connector goes only into the wagmi app's project: its peers (wagmi, viem) stay out of the others. */
export const WAGMI = '@latch/wagmi';
export const withoutWagmi = (tarballs: readonly Tarball[]) => tarballs.filter((tarball) => tarball.name !== WAGMI);

/** Packing every package and an npm install, on a cold npm cache: minutes, not seconds. */
export const PACKING_TIMEOUT_MS = 900_000;

/** Written last into a folder made whole, so that one left half-made by a failed file is made again. */
const DONE = '.done';

/** The run's folder `name`, made by `make` unless an earlier file of the run made it whole. */
async function madeOnce(name: string, make: (dir: string) => Promise<unknown>): Promise<string> {
  const run = process.env[RUN_FOLDER];
  if (!run) throw new Error(`${RUN_FOLDER} is set by the consumers' global setup (jest.config.js)`);
  const dir = join(run, name);
  if (existsSync(join(dir, DONE))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  await make(dir);
  writeFileSync(join(dir, DONE), '');
  return dir;
}

/** Every published package's tarball. */
export async function packedTarballs(): Promise<Tarball[]> {
  const dir = await madeOnce('tarballs', async (into) => {
    for (const packageDir of publishedPackageDirs(ROOT)) await pack(packageDir, into);
  });
  const files = readdirSync(dir).filter((file) => file.endsWith('.tgz'));
  return Promise.all(files.map((file) => readTarball(join(dir, file))));
}

/** The project most apps share: every published package but the wagmi connector. */
export async function sharedProject(): Promise<ConsumerProject> {
  const tarballs = withoutWagmi(await packedTarballs());
  return projectAt(await madeOnce('project', (into) => installProject(tarballs, FIXTURES, REGISTRY_DEPENDENCIES, into)), FIXTURES);
}
