// The published packages as npm gets them: `pnpm pack` of each, and what each tarball holds.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Manifest } from './manifest.js';
import { run } from './run.js';

export interface Tarball {
  name: string;
  path: string;
  manifest: Manifest;
  /** Paths inside the tarball, without its `package/` folder. */
  files: string[];
}

/** The workspace's packages/ folders whose package.json is not private. */
export function publishedPackageDirs(root: string): string[] {
  const packages = join(root, 'packages');
  return readdirSync(packages)
    .map((name) => join(packages, name))
    .filter((dir) => {
      try {
        return !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private;
      } catch {
        return false;
      }
    });
}

/** Packs one package into `destination` as `pnpm publish` would (workspace ranges replaced) and reads the tarball back. */
export async function pack(packageDir: string, destination: string): Promise<Tarball> {
  const before = new Set(readdirSync(destination));
  await run('pnpm', ['pack', '--pack-destination', destination], { cwd: packageDir });
  const file = readdirSync(destination).find((name) => name.endsWith('.tgz') && !before.has(name));
  if (!file) throw new Error(`pnpm pack wrote no tarball for ${packageDir}`);
  return readTarball(join(destination, file));
}

/** What the tarball at `path` holds, and its manifest. */
export async function readTarball(path: string): Promise<Tarball> {
  const cwd = dirname(path);
  const listing = await run('tar', ['-tzf', path], { cwd });
  const files = listing.split('\n').filter(Boolean).map((entry) => entry.replace(/^package\//, ''));
  const manifest = JSON.parse(await run('tar', ['-xzOf', path, 'package/package.json'], { cwd })) as Manifest;
  return { name: manifest.name, path, manifest, files };
}
