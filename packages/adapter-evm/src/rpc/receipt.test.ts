import { systemClock } from '@latch/core';
import type { JsonRpcProvider } from '../ethers.js';
import type { FallbackTransport } from './fallbackTransport.js';
import { waitForInclusion } from './receipt.js';

const HASH = `0x${'ab'.repeat(32)}`;

/** A transport whose provider's getTransactionReceipt answers `receipts` in turn, the last one for ever. */
function answering(...receipts: ({ status: number | null } | null)[]) {
  const getTransactionReceipt = jest.fn(async (_hash: string) => (receipts.length > 1 ? receipts.shift() : receipts[0]));
  const provider = { getTransactionReceipt } as unknown as JsonRpcProvider;
  const transport: FallbackTransport = { run: (call) => call(provider), ranking: () => [], ping: async () => {}, stop: () => {} };
  return { transport, getTransactionReceipt };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('asks for the receipt of the hash every 250 ms until the transaction is in a block', async () => {
  const { transport, getTransactionReceipt } = answering(null, null, { status: 1 });
  const done = waitForInclusion(transport, HASH, systemClock);
  await jest.advanceTimersByTimeAsync(249);
  expect(getTransactionReceipt).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(getTransactionReceipt).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(250);
  await expect(done).resolves.toBeUndefined();
  expect(getTransactionReceipt.mock.calls).toEqual([[HASH], [HASH], [HASH]]);
});

it('takes a receipt without status (before Byzantium) as included', async () => {
  await expect(waitForInclusion(answering({ status: null }).transport, HASH, systemClock)).resolves.toBeUndefined();
});

it('rejects a reverted transaction, and one not included within 120 s', async () => {
  await expect(waitForInclusion(answering({ status: 0 }).transport, HASH, systemClock)).rejects.toMatchObject({ message: 'An error occurred', details: `Transaction ${HASH} reverted.` });
  const never = waitForInclusion(answering(null).transport, HASH, systemClock);
  const outcome = expect(never).rejects.toMatchObject({ details: `Transaction ${HASH} was not included within 120 s.` });
  await jest.advanceTimersByTimeAsync(120_000);
  await outcome;
});
