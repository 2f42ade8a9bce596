// The wallet listing's kept answers (src/walletApi/listingCache.ts): sent again for LISTING_TTL_MS,
// shared while read, read anew after, and never kept when the read failed.
import { LISTING_TTL_MS, listingCache } from '../src/walletApi/listingCache.js';

function setup() {
  let now = 1_000;
  let reads = 0;
  const cache = listingCache(() => now);
  const read = (body = 'page') => () => {
    reads += 1;
    return Promise.resolve(`${body} ${reads}`);
  };
  return { cache, read, reads: () => reads, move: (ms: number) => (now += ms) };
}

it('sends one read again until it is LISTING_TTL_MS old, then reads anew', async () => {
  const { cache, read, reads, move } = setup();
  expect(await Promise.all([cache.read('a', read()), cache.read('a', read())])).toEqual(['page 1', 'page 1']);
  move(LISTING_TTL_MS - 1);
  expect(await cache.read('a', read())).toBe('page 1');
  move(1);
  expect(await cache.read('a', read())).toBe('page 2');
  expect(reads()).toBe(2);
});

it('keeps each key apart', async () => {
  const { cache, read } = setup();
  expect(await cache.read('a', read('first'))).toBe('first 1');
  expect(await cache.read('b', read('second'))).toBe('second 2');
  expect(await cache.read('a', read('again'))).toBe('first 1');
});

it('does not keep a failed read: the next request reads again', async () => {
  const { cache, read } = setup();
  await expect(cache.read('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
  expect(await cache.read('a', read())).toBe('page 1');
});

it('reads anew when the clock moved back', async () => {
  const { cache, read, move } = setup();
  await cache.read('a', read());
  move(-1);
  expect(await cache.read('a', read())).toBe('page 2');
});
