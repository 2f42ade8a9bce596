import { errorMessage } from '@latch/core';
import { REQUEST_TIMEOUT_MS } from '@latch/core/api';

/**
 * fetch for @solana/web3.js' Connection. Its RPC client passes on a failure only when it is an `Error`
 * of its own realm and otherwise never answers (a refused connection under a test runner's sandbox, a
 * value thrown by a page's fetch wrapper); so every failure is rethrown as one. A request also ends
 * after Latch's request limit (REQUEST_TIMEOUT_MS, 30 s), rather than holding a balance or a send forever.
 */
export async function rpcFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(input, { ...init, signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw error instanceof Error ? error : new Error(errorMessage(error), { cause: error });
  }
}
