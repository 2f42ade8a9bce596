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

/** Every path into a JSON value, the root's (`[]`) first. */
function pathsOf(value, path = [], paths = []) {
  paths.push(path);
  if (value !== null && typeof value === 'object') for (const key of Object.keys(value)) pathsOf(value[key], [...path, Array.isArray(value) ? Number(key) : key], paths);
  return paths;
}

/** A copy of `root` with the node at `path` replaced by `change(node)`; `DROP` removes it. */
const DROP = Symbol('drop');
function changeAt(root, path, change) {
  if (path.length === 0) return change(root);
  const [key, ...rest] = path;
  const copy = Array.isArray(root) ? [...root] : { ...root };
  const next = changeAt(root[key], rest, change);
  if (next !== DROP) copy[key] = next;
  else if (Array.isArray(copy)) copy.splice(key, 1);
  else delete copy[key];
  return copy;
}

/** Number tokens JSON.parse reads as a number it should not be trusted with, or refuses. */
const BAD_NUMBERS = ['1e400', '-1e400', '-0', '1e-400', '123456789012345678901234567890', '0x10', 'NaN', 'Infinity', '01', '.5'];
const NUMBER_MARK = '\u0000number\u0000';
const NUMBER_SLOT = JSON.stringify(NUMBER_MARK);
export const JSON_CONTENT_TYPE = 'application/json';
const CONTENT_TYPES = [JSON_CONTENT_TYPE, 'application/json; charset=utf-8', 'text/html', 'text/plain', 'application/octet-stream', undefined];

/**
 * The raw text of a broken answer made from `valid` (a JSON value that passes): a node of another
 * type, a field dropped, extra fields, a huge array, a number JSON should not carry, the text cut
 * off, under the right or a wrong content type; or plain garbage.
 */
export function malformedJson(valid) {
  const paths = pathsOf(valid);
  const mutated = fc
    .record({
      at: fc.nat(),
      op: fc.constantFrom('type', 'drop', 'extra', 'huge', 'number', 'null'),
      replacement: fc.jsonValue({ maxDepth: 2 }),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { minKeys: 1, maxKeys: 3 }),
      length: fc.integer({ min: 1_000, max: 5_000 }),
      number: fc.constantFrom(...BAD_NUMBERS),
      cut: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) }),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    })
    .map(({ at, op, replacement, extra, length, number, cut, contentType }) => {
      const path = paths[at % paths.length];
      const body = changeAt(valid, path, (node) => {
        if (op === 'type') return replacement;
        if (op === 'drop') return path.length ? DROP : undefined;
        if (op === 'extra') return node !== null && typeof node === 'object' && !Array.isArray(node) ? { ...node, ...extra } : [node, extra];
        if (op === 'huge') return Array.from({ length }, () => node);
        if (op === 'number') return NUMBER_MARK;
        return null;
      });
      let text = JSON.stringify(body) ?? '';
      text = text.replace(NUMBER_SLOT, number);
      if (cut !== null) text = text.slice(0, Math.floor(text.length * cut));
      return { text, contentType };
    });
  const garbage = fc.record({ text: fc.oneof(fc.string(), fc.constantFrom('', 'null', '<html><body>502 Bad Gateway</body></html>', '{', '[]', '""')), contentType: fc.constantFrom(...CONTENT_TYPES) });
  return fc.oneof({ weight: 9, arbitrary: mutated }, { weight: 1, arbitrary: garbage });
}

/**
 * A stored value that is not what the reader wrote: text that is not JSON, JSON cut off, JSON of
 * any other shape (another app's, an older version's), a value of megabytes, or a prototype key.
 */
export function corruptStoredValue() {
  const notJson = (text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  };
  return fc.oneof(
    { weight: 3, arbitrary: fc.string().filter(notJson) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)).filter((text) => text.length > 1).map((text) => text.slice(0, -1)) },
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 2_000_000 }).map((length) => JSON.stringify('x'.repeat(length))) },
    { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 100_000 }).map((length) => JSON.stringify(Array.from({ length }, (_, index) => ({ id: String(index) })))) },
    { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', 'undefined', 'NaN', '') },
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
