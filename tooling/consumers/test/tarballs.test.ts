// Issue 19, point 2: the published packages as npm users get them, packed with their manifests checked,
// installed outside the workspace, and their declarations type-checking an app.
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { manifestProblems, siblingProblems } from '../src/manifest.js';
import { PACKING_TIMEOUT_MS, packedTarballs, ROOT, sharedProject, WAGMI } from '../src/packed.js';
import type { ConsumerProject } from '../src/project.js';
import { run } from '../src/run.js';
import type { Tarball } from '../src/tarballs.js';

const PUBLISHED = ['@latch/adapter-evm', '@latch/adapter-solana', '@latch/core', '@latch/frame', '@latch/ui', '@latch/wagmi'];
let tarballs: Tarball[];
let project: ConsumerProject;
beforeAll(async () => {
  tarballs = await packedTarballs();
  project = await sharedProject();
}, PACKING_TIMEOUT_MS);

it('packs every published package with its exports, types, sideEffects, React peers and MIT licence text, and no workspace link', () => {
  expect(tarballs.map((tarball) => tarball.name).sort()).toEqual(PUBLISHED);
  for (const tarball of tarballs) expect({ name: tarball.name, problems: manifestProblems(tarball.manifest, tarball.files) }).toEqual({ name: tarball.name, problems: [] });
  expect(siblingProblems(tarballs.map((tarball) => tarball.manifest))).toEqual([]);
  const ui = tarballs.find((tarball) => tarball.name === '@latch/ui')!;
  expect(Object.keys(ui.manifest.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
  expect(ui.files).toContain('dist/styles.css');
});

it('installs outside the workspace: every @latch package from its tarball, none linked to the workspace', () => {
  expect(project.dir.startsWith(ROOT)).toBe(false);
  for (const name of PUBLISHED.filter((name) => name !== WAGMI)) {
    const installed = project.module(name);
    expect(existsSync(join(installed, 'package.json'))).toBe(true);
    expect(realpathSync(installed).startsWith(ROOT)).toBe(false);
  }
});

it("type-checks an app's TypeScript against the tarballs' declarations, theirs included", async () => {
  const dir = project.add('types');
  await expect(run(process.execPath, [project.module('typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir })).resolves.toBe('');
}, 120_000);
