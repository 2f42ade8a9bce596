// Settings shared by every property-based (fast-check) fuzz suite: one seed, fixed unless
// LATCH_FUZZ_SEED names another, printed so a failing run can be replayed; run counts scaled by
// LATCH_FUZZ_SCALE (`npm test` uses 1, `pnpm bench` a larger one). Each suite may also write
// its counts as JSON under LATCH_FUZZ_REPORT_DIR, where `pnpm bench` reads them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

export { fc };

export const FUZZ_SEED_ENV = 'LATCH_FUZZ_SEED';
export const FUZZ_SCALE_ENV = 'LATCH_FUZZ_SCALE';
export const FUZZ_REPORT_DIR_ENV = 'LATCH_FUZZ_REPORT_DIR';
/** The seed of every suite unless LATCH_FUZZ_SEED says otherwise. */
export const DEFAULT_FUZZ_SEED = 20;

function envNumber(name, fallback, valid) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!valid(value)) throw new Error(`${name} must be ${valid.describe}, not ${raw}`);
  return value;
}
const isInteger32 = Object.assign((value) => Number.isInteger(value) && Math.abs(value) <= 0x7fffffff, { describe: 'an integer' });
const isPositive = Object.assign((value) => Number.isFinite(value) && value > 0, { describe: 'a positive number' });

export const fuzzSeed = () => envNumber(FUZZ_SEED_ENV, DEFAULT_FUZZ_SEED, isInteger32);
export const fuzzScale = () => envNumber(FUZZ_SCALE_ENV, 1, isPositive);

/** `base` runs times LATCH_FUZZ_SCALE, at least 1. */
export const fuzzRuns = (base) => Math.max(1, Math.round(base * fuzzScale()));

/**
 * fast-check parameters for the suite `name`: its seed and `base` scaled runs; prints both and how
 * to replay them.
 */
export function fuzzParameters(name, base) {
  const seed = fuzzSeed();
  const numRuns = fuzzRuns(base);
  console.log(`fuzz ${name}: seed ${seed}, ${numRuns} runs (replay with ${FUZZ_SEED_ENV}=${seed})`);
  return { seed, numRuns, endOnFailure: true };
}

/** Any origin but `trusted`: its neighbours (other port, scheme, host case, trailing slash, 'null') and random ones. */
export function foreignOrigin(trusted) {
  const url = new URL(trusted);
  const near = [
    'null',
    '',
    `${trusted}/`,
    trusted.toUpperCase(),
    `${url.protocol === 'https:' ? 'http:' : 'https:'}//${url.host}`,
    `${url.protocol}//${url.hostname}:${Number(url.port || 80) + 1}`,
    `${url.protocol}//${url.hostname}`,
    `${url.protocol}//evil.${url.host}`,
    `${url.protocol}//${url.host}.evil.example`,
  ];
  return fc.oneof(fc.constantFrom(...near), fc.webUrl().map((address) => new URL(address).origin), fc.string()).filter((origin) => origin !== trusted);
}

/** A value past any sane message size: a long string, a long array, or a deep object. */
export function oversized() {
  return fc.oneof(
    fc.integer({ min: 100_000, max: 400_000 }).map((length) => 'x'.repeat(length)),
    fc.integer({ min: 10_000, max: 50_000 }).map((length) => Array.from({ length }, (_, index) => index)),
    fc.integer({ min: 200, max: 1_000 }).map((depth) => {
      let value = {};
      for (let index = 0; index < depth; index++) value = { nested: value };
      return value;
    }),
  );
}

/** Anything, including objects whose keys aim at prototypes (`__proto__`, `constructor`). */
export function hostileValue() {
  return fc.oneof(
    fc.anything({ withObjectString: true, withNullPrototype: true, withBigInt: false, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true }),
    fc.constantFrom(JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }, Object.create(null)),
  );
}

/**
 * Collects what a fuzz run must never cause: unhandled promise rejections and errors thrown out
 * of event listeners (jsdom reports those on the window). `stop()` removes the listeners.
 */
export function watchFailures() {
  const seen = [];
  const onRejection = (reason) => seen.push(`unhandled rejection: ${String(reason?.stack ?? reason)}`);
  const onError = (event) => seen.push(`uncaught error: ${String(event.error?.stack ?? event.message)}`);
  process.on('unhandledRejection', onRejection);
  globalThis.window?.addEventListener('error', onError);
  return {
    list: () => [...seen],
    count: () => seen.length,
    stop() {
      process.off('unhandledRejection', onRejection);
      globalThis.window?.removeEventListener('error', onError);
    },
  };
}

/**
 * Feeds `base` (scaled) inputs from `arbitrary` to `feed`, which answers whether the input was
 * taken (changed anything); fails on the first one taken, with its seed and counterexample.
 * Reports the counts as `report` for `pnpm bench` and returns them.
 */
export async function assertNoneTaken({ name, report, base, arbitrary, feed, failures }) {
  let generated = 0;
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      generated++;
      const taken = await feed(input);
      if (taken) accepted++;
      if (taken) throw new Error(`taken: ${JSON.stringify(input)?.slice(0, 500)}`);
    }),
    fuzzParameters(name, base),
  );
  const counts = { generated, accepted, crashed: failures?.count() ?? 0 };
  reportFuzz(report, counts);
  return counts;
}

/** Writes `counts` of the suite `name` for `pnpm bench`, when LATCH_FUZZ_REPORT_DIR is set. */
export function reportFuzz(name, counts) {
  const dir = process.env[FUZZ_REPORT_DIR_ENV];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify({ name, seed: fuzzSeed(), ...counts }));
}
