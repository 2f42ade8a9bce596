// Shared by `npm start` and `npm test`: only Node 20 and npm are assumed, so nothing here
// may import a dependency. It finds or installs pnpm 10, then installs the workspace.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const localBin = join(root, '.cache', 'pnpm', 'node_modules', '.bin');
const localPnpm = join(localBin, 'pnpm');

/**
 * Every child sees the pnpm we chose first on PATH (turbo looks it up there), and the local world
 * said explicitly (LATCH_ENV=local): the wallet frame is built for it (its new accounts ask the dev
 * faucet), as the stack starts the services in it.
 */
export const env = {
  ...process.env,
  LATCH_ENV: 'local',
  PATH: [localBin, process.env.PATH].filter(Boolean).join(delimiter),
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  DO_NOT_TRACK: '1',
};

export function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** Runs a command in the repository root with inherited output; stops everything if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

const majorOf = (command) => {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8', env });
  return result.status === 0 ? Number(result.stdout.trim().split('.')[0]) : undefined;
};

/** The pnpm the repository pins in package.json (`packageManager`). */
const pinnedPnpm = () => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager ?? 'pnpm@10';

/** pnpm 10 (pnpm 11 needs Node 22): one already installed if it is 10, else the pinned version under .cache/. */
export function ensurePnpm() {
  if (majorOf(localPnpm) === 10) return localPnpm;
  if (majorOf('pnpm') === 10) return 'pnpm';
  const version = pinnedPnpm();
  console.log(`› installing ${version} into .cache/pnpm`);
  run('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', join(root, '.cache', 'pnpm'), version]);
  if (!existsSync(localPnpm)) fail('npm installed pnpm, but its binary is missing from .cache/pnpm.');
  return localPnpm;
}

/** Installs exactly what the lockfile says. */
export function installDependencies(pnpm) {
  console.log('› installing dependencies');
  run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
}

export function bootstrap() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Node 20.19 or newer is needed; this is ${process.version}.`);
  const pnpm = ensurePnpm();
  installDependencies(pnpm);
  return pnpm;
}
