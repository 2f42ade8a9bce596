import type { Latch } from '../../createLatch.js';
import { goBack } from '../modal/modalThunks.js';
import { routerSlice, type View } from '../modal/routerSlice.js';

/** A flow that waits on a transaction (send, swap, onramp) and what to do when it ends. */
export interface TransactionEntry {
  /** The view to show on success: pushed, or replacing the current one with `replace`. */
  view?: View;
  replace?: boolean;
  /** On success, go back instead of showing a view. */
  goBack?: boolean;
  onSuccess?(): void;
  onError?(): void;
  onCancel?(): void;
}

export type TransactionOutcome = 'success' | 'error' | 'cancel';

/** Registers a flow waiting on a transaction. */
export const pushTransaction = (latch: Latch, entry: TransactionEntry) =>
  latch.store.dispatch((_dispatch, _getState, { transactions }) => {
    transactions.push(entry);
  });

/**
 * Ends the newest pending transaction flow (SPEC 4): its callback for the outcome runs; on success
 * the router shows its view (or goes back), on error or cancel the router goes back.
 */
export const completeTransaction = (latch: Latch, outcome: TransactionOutcome) =>
  latch.store.dispatch((dispatch, _getState, { transactions }) => {
    const entry = transactions.pop();
    if (!entry) return;
    if (outcome !== 'success') {
      (outcome === 'error' ? entry.onError : entry.onCancel)?.();
      dispatch(goBack());
      return;
    }
    entry.onSuccess?.();
    if (entry.goBack) dispatch(goBack());
    else if (entry.view) dispatch(entry.replace ? routerSlice.actions.replaced(entry.view) : routerSlice.actions.pushed(entry.view));
  });
