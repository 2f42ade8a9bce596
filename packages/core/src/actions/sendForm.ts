import type { Latch } from '../createLatch.js';
import { sendSlice, type SendState } from '../features/send/sendSlice.js';

/** Fills in the send form (token, amount, receiver, …). */
export const updateSend = (latch: Latch, fields: Partial<SendState>) => void latch.store.dispatch(sendSlice.actions.updated(fields));
