import { errorMessage } from '@latch/core';
import { RPC_TIMEOUT_MS } from './constants.js';

/**
 * fetch for @solana/web3.js' Connection. Its RPC client passes on a failure only when it is an `Error`
 * of its own realm and otherwise never answers (a refused connection under a test runner's sandbox, a
 * value thrown by a page's fetch wrapper); so every failure is rethrown as one. A request also ends
 * after RPC_TIMEOUT_MS.
 */
export async function rpcFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(input, { ...init, signal: init.signal ?? AbortSignal.timeout(RPC_TIMEOUT_MS) });
  } catch (error) {
    throw error instanceof Error ? error : new Error(errorMessage(error), { cause: error });
  }
}
