import { systemClock } from '@latch/core';
import type { FallbackTransport } from './fallbackTransport.js';
import { waitForInclusion } from './receipt.js';

const HASH = `0x${'ab'.repeat(32)}`;

/** A transport whose eth_getTransactionReceipt answers `receipts` in turn, the last one for ever. */
function answering(...receipts: unknown[]) {
  const request = jest.fn(async (_method: string, _params: unknown[], schema: { parse(value: unknown): unknown }) => schema.parse(receipts.length > 1 ? receipts.shift() : receipts[0]));
  return { request, ranking: () => [], ping: async () => {}, stop: () => {} } as unknown as FallbackTransport & { request: typeof request };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('polls every 250 ms until the transaction is in a block', async () => {
  const transport = answering(null, null, { status: '0x1' });
  const done = waitForInclusion(transport, HASH, systemClock);
  await jest.advanceTimersByTimeAsync(500);
  await expect(done).resolves.toBeUndefined();
  expect(transport.request).toHaveBeenCalledTimes(3);
});

it('rejects a reverted transaction, and one not included within 120 s', async () => {
  await expect(waitForInclusion(answering({ status: '0x0' }), HASH, systemClock)).rejects.toMatchObject({ details: `Transaction ${HASH} reverted.` });
  const never = waitForInclusion(answering(null), HASH, systemClock);
  const outcome = expect(never).rejects.toMatchObject({ details: `Transaction ${HASH} was not included within 120 s.` });
  await jest.advanceTimersByTimeAsync(120_000);
  await outcome;
});
