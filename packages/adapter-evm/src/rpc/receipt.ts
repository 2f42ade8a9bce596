import { ErrorMessages, LatchError, type Clock } from '@latch/core';
import { RECEIPT_POLL_INTERVAL_MS, RECEIPT_TIMEOUT_MS } from './constants.js';
import type { FallbackTransport } from './fallbackTransport.js';

/**
 * Resolves once `hash` is in a block; a reverted transaction, or none after RECEIPT_TIMEOUT_MS, is an
 * error. Polls getTransactionReceipt through the fallback transport rather than ethers'
 * waitForTransaction, which would stay on one URL for the whole wait and only log its errors.
 */
export async function waitForInclusion(transport: FallbackTransport, hash: string, clock: Clock): Promise<void> {
  const deadline = clock.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const receipt = await transport.run((provider) => provider.getTransactionReceipt(hash));
    if (receipt) {
      // status is null on pre-Byzantium chains, which did not record a revert.
      if (receipt.status === 0) throw new LatchError(ErrorMessages.anErrorOccurred, { details: `Transaction ${hash} reverted.` });
      return;
    }
    if (clock.now() >= deadline) throw new LatchError(ErrorMessages.anErrorOccurred, { details: `Transaction ${hash} was not included within ${RECEIPT_TIMEOUT_MS / 1000} s.` });
    await new Promise<void>((resolve) => clock.setTimeout(resolve, RECEIPT_POLL_INTERVAL_MS));
  }
}
