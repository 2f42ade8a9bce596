// Reads of one key at once share calls, and never take the answer of a call that began before them.
import { FreshReads } from '../src/chain/freshReads.js';

/** A call whose answer the test gives: `calls` counts them, `answer` settles the oldest open one. */
function controlledCalls() {
  const open: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let calls = 0;
  return {
    call: () => {
      calls += 1;
      return new Promise<number>((resolve, reject) => open.push({ resolve, reject }));
    },
    get calls() {
      return calls;
    },
    answer: (value: number) => open.shift()!.resolve(value),
    fail: () => open.shift()!.reject(new Error('node down')),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

it('gives the reads that arrive during a call the next call, shared, and never the one under way', async () => {
  const reads = new FreshReads<number>();
  const node = controlledCalls();
  const first = reads.read('a', node.call);
  const later = [reads.read('a', node.call), reads.read('a', node.call), reads.read('a', node.call)];
  expect(node.calls).toBe(1);
  node.answer(1);
  expect(await first).toBe(1);
  await tick();
  // The reads that arrived while the first call ran share one call begun after it.
  expect(node.calls).toBe(2);
  node.answer(2);
  expect(await Promise.all(later)).toEqual([2, 2, 2]);
});

it('keeps keys apart and calls afresh once a key is idle', async () => {
  const reads = new FreshReads<number>();
  const node = controlledCalls();
  const a = reads.read('a', node.call);
  const b = reads.read('b', node.call);
  expect(node.calls).toBe(2);
  node.answer(1);
  node.answer(2);
  expect([await a, await b]).toEqual([1, 2]);
  await tick();
  const again = reads.read('a', node.call);
  expect(node.calls).toBe(3);
  node.answer(3);
  expect(await again).toBe(3);
});

it('fails the reads of a failed call only, and the next read calls again', async () => {
  const reads = new FreshReads<number>();
  const node = controlledCalls();
  const failed = reads.read('a', node.call);
  const waiting = reads.read('a', node.call);
  node.fail();
  await expect(failed).rejects.toThrow('node down');
  await tick();
  node.answer(5);
  expect(await waiting).toBe(5);
});

it('takes a call that throws before it returns a promise as a failed call: its reads fail, and the key is idle after', async () => {
  const reads = new FreshReads<number>();
  const node = controlledCalls();
  let throwNext = true;
  const call = () => {
    if (throwNext) {
      throwNext = false;
      throw new Error('bad request');
    }
    return node.call();
  };
  await expect(reads.read('a', call)).rejects.toThrow('bad request');
  const first = reads.read('a', node.call);
  throwNext = true;
  const waiting = reads.read('a', call);
  node.answer(1);
  expect(await first).toBe(1);
  await expect(waiting).rejects.toThrow('bad request');
  // Nothing of the failed call is left: the next read calls at once.
  const again = reads.read('a', node.call);
  expect(node.calls).toBe(2);
  node.answer(2);
  expect(await again).toBe(2);
});
