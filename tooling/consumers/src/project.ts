// One npm project outside the workspace, under the system's temp folder, with the tarballs and the
// registry packages the three consumers need installed once; each consumer is a folder inside it and
// resolves its packages from the project's node_modules, as an app in a monorepo of its own would.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tarball } from './tarballs.js';
import { run } from './run.js';

/** What the consumers need from the registry, besides the tarballs' own dependencies. React 19: the workspace's own tests run 18. */
export const REGISTRY_DEPENDENCIES = { react: '^19.0.0', 'react-dom': '^19.0.0', vite: '^8.3.8', typescript: '~5.9.3', '@types/react': '^19.0.0' };

/**
 * What the wagmi app adds, as a wagmi app has them: wagmi 2, viem and TanStack Query. Installed in a project
 * of its own, so the other apps' bundles are built from what they alone install.
 */
export const WAGMI_REGISTRY_DEPENDENCIES = { ...REGISTRY_DEPENDENCIES, wagmi: '^2.19.4', viem: '^2.57.20', '@tanstack/react-query': '^5.108.0' };

/** What the Next.js app adds: Next itself (App Router, `next build`), in a project of its own as the wagmi app is. */
export const NEXT_REGISTRY_DEPENDENCIES = { react: REGISTRY_DEPENDENCIES.react, 'react-dom': REGISTRY_DEPENDENCIES['react-dom'], next: '^15.5.0' };

export interface ConsumerProject {
  dir: string;
  /** Copies a fixture folder (fixtures/<name>) into the project and returns its path. */
  add(fixture: string): string;
  /** The path of a package's file inside the project's node_modules. */
  module(path: string): string;
}

export function tempDir(prefix: string) {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Writes the project's package.json with `file:` dependencies on the tarballs and installs it with npm. */
export async function installProject(
  tarballs: readonly Tarball[],
  fixtures: string,
  registry: Record<string, string> = REGISTRY_DEPENDENCIES,
  dir = tempDir('latch-consumers-'),
): Promise<ConsumerProject> {
  const dependencies = { ...Object.fromEntries(tarballs.map((tarball) => [tarball.name, `file:${tarball.path}`])), ...registry };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'latch-consumers', private: true, type: 'module', dependencies }, null, 2));
  // npm's own cache makes every run after the first one offline; no install scripts, as the workspace.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: dir, timeoutMs: 600_000 });
  return projectAt(dir, fixtures);
}

/** The project installed in `dir`, whose apps are copied from `fixtures`. */
export function projectAt(dir: string, fixtures: string): ConsumerProject {
  return {
    dir,
    add(fixture) {
      const target = join(dir, fixture);
      cpSync(join(fixtures, fixture), target, { recursive: true });
      return target;
    },
    module: (path) => join(dir, 'node_modules', path),
  };
}
