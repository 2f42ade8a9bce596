// `npm test`: lint, typecheck, unit, integration and browser end-to-end tests. Non-zero on any failure.
import { existsSync } from 'node:fs';
import { bootstrap, fail, run } from './lib/bootstrap.mjs';
import { reportFailedTasks } from './lib/failedTasks.mjs';
import { runWithin } from './lib/watchdog.mjs';

const asRoot = process.getuid?.() === 0;
const apt = (...args) =>
  asRoot
    ? run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    : run('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);

/**
 * Debian's packages the tests run for real, installed when missing: Chromium for the browser
 * tests, PostgreSQL for the services over DATABASE_URL (skipped when LATCH_TEST_DATABASE_URL names a server).
 */
function ensureDebianPackages() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (process.env.CHROMIUM_PATH && !existsSync(chromium)) fail(`CHROMIUM_PATH is ${chromium}, which does not exist.`);
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!process.env.LATCH_TEST_DATABASE_URL && !existsSync('/usr/lib/postgresql')) missing.push('postgresql');
  if (!missing.length) return;
  console.log(`› installing ${missing.join(' and ')} from Debian packages`);
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', ...missing);
  if (!existsSync(chromium)) fail(`apt-get installed chromium but ${chromium} is missing; set CHROMIUM_PATH.`);
}

const startedAt = Date.now();
const pnpm = bootstrap();
ensureDebianPackages();
const ci = process.env.CI === 'true' || process.env.CI === '1';
// The suite took 25 to 37 minutes on two-core machines (ci95, ci92); past the limit a step stops and says what was still running.
const minutes = Number(process.env.LATCH_TEST_TIMEOUT_MINUTES || 60);
if (!(minutes > 0)) fail(`LATCH_TEST_TIMEOUT_MINUTES must be a number of minutes, got "${process.env.LATCH_TEST_TIMEOUT_MINUTES}".`);
/** What each step printed, each stream apart (two steps print at once): kept when no one watches a terminal, for the failure report. */
const printed = [];
const turbo = (...args) => () => {
  const kept = { stdout: [], stderr: [] };
  printed.push(kept);
  const keep = process.stdout.isTTY ? undefined : (stream, text) => kept[stream].push(text);
  return runWithin(minutes, pnpm, ['exec', 'turbo', 'run', ...args, '--summarize', ...(ci ? ['--log-order=grouped'] : [])], keep);
};
/** Runs steps one after another and stops at the first that fails: resolves with its failure. */
async function inTurn(...steps) {
  for (const step of steps) {
    const failure = await step();
    if (failure) return failure;
  }
}

/** Fails the command with `failure`, after saying again which tasks failed and why. */
function failWith(failure) {
  reportFailedTasks(startedAt, printed.flatMap(({ stdout, stderr }) => [stdout.join(''), stderr.join('')]).join('\n'));
  fail(failure);
}

const built = await turbo('build', '--concurrency=2')();
if (built) failWith(built);
// Everything is built: the browser suite, the longest step, starts now, beside the other checks
// (one task at a time, for the two cores). The consumers' wagmi app starts the local world on its
// fixed ports (the built wallet frame names them), as the browser suite does, so it runs after it.
const CONSUMERS = '@latch/consumers';
const failures = await Promise.all([
  inTurn(turbo('e2e', '--only'), turbo('test', `--filter=${CONSUMERS}`, '--only')),
  inTurn(turbo('lint', 'typecheck', 'test', `--filter=!${CONSUMERS}`, '--only', '--concurrency=1'), turbo('lint', 'typecheck', `--filter=${CONSUMERS}`, '--only')),
]);
const failed = failures.filter(Boolean);
if (failed.length) failWith(failed.join('\n✖ '));
console.log('\n✔ lint, typecheck, unit, integration and browser tests passed');
