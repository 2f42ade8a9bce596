import { AN_ERROR_OCCURRED, LatchError, type Clock } from '@latch/core';
import * as z from 'zod/mini';
import { RECEIPT_POLL_INTERVAL_MS, RECEIPT_TIMEOUT_MS } from './constants.js';
import type { FallbackTransport } from './fallbackTransport.js';

// null until the transaction is in a block; status is absent on pre-Byzantium chains.
const receiptSchema = z.nullable(z.object({ status: z.optional(z.nullable(z.string())) }));

/** Resolves once `hash` is in a block; a reverted transaction, or none after RECEIPT_TIMEOUT_MS, is an error. */
export async function waitForInclusion(transport: FallbackTransport, hash: string, clock: Clock): Promise<void> {
  const deadline = clock.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const receipt = await transport.request('eth_getTransactionReceipt', [hash], receiptSchema);
    if (receipt) {
      if (receipt.status === '0x0') throw new LatchError(AN_ERROR_OCCURRED, { details: `Transaction ${hash} reverted.` });
      return;
    }
    if (clock.now() >= deadline) throw new LatchError(AN_ERROR_OCCURRED, { details: `Transaction ${hash} was not included within ${RECEIPT_TIMEOUT_MS / 1000} s.` });
    await new Promise<void>((resolve) => clock.setTimeout(resolve, RECEIPT_POLL_INTERVAL_MS));
  }
}
