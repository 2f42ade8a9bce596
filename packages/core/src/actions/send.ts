import { sendTokens } from '../features/send/sendThunks.js';
import type { Latch } from '../createLatch.js';

/** Sends what the send form holds; resolves with the transaction hash (SPEC 4). */
export const send = (latch: Latch) => latch.store.dispatch(sendTokens());
