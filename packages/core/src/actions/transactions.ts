import type { Latch } from '../createLatch.js';
import { completeTransaction as completeThunk, pushTransaction as pushThunk, type TransactionEntry, type TransactionOutcome } from '../features/send/transactionStack.js';

/** Registers a flow waiting on a transaction, and ends the newest one with its outcome (SPEC 4). */
export const pushTransaction = (latch: Latch, entry: TransactionEntry) => latch.store.dispatch(pushThunk(entry));
export const completeTransaction = (latch: Latch, outcome: TransactionOutcome) => latch.store.dispatch(completeThunk(outcome));
