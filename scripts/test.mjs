// `npm test`: lint, typecheck, unit, integration and browser end-to-end tests. Non-zero on any failure.
import { existsSync } from 'node:fs';
import { bootstrap, fail, run } from './lib/bootstrap.mjs';

/** Debian's Chromium for the browser tests, installed when it is missing. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH is ${path}, which does not exist.`);
  console.log('› installing Chromium from Debian packages');
  const asRoot = process.getuid?.() === 0;
  const apt = (...args) =>
    asRoot
      ? run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      : run('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
  if (!existsSync(path)) fail(`apt-get installed chromium but ${path} is missing; set CHROMIUM_PATH.`);
}

const pnpm = bootstrap();
ensureChromium();
const ci = process.env.CI === 'true' || process.env.CI === '1';
run(pnpm, ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', 'e2e', '--concurrency=2', ...(ci ? ['--log-order=grouped'] : [])]);
console.log('\n✔ lint, typecheck, unit, integration and browser tests passed');
