import type { Latch } from '../../createLatch.js';
import { isDecline } from '../../errors/decline.js';
import type { LatchDispatch, LatchThunk } from '../../store/extra.js';
import { goBack } from '../modal/modalThunks.js';
import { routerSlice, type View } from '../modal/routerSlice.js';
import { selectCurrentView } from '../modal/selectors.js';

/** What the caller of a transaction flow (send, swap, onramp) is told when it ends (SPEC 4). */
export interface TransactionCallbacks {
  onSuccess?(): void;
  onError?(): void;
  /** The person declined in the wallet. */
  onCancel?(): void;
}

/** A flow that waits on a transaction (send, swap, onramp) and what to do when it ends. */
export interface TransactionEntry extends TransactionCallbacks {
  /** The view to show on success: pushed, or replacing the current one with `replace`. */
  view?: View;
  replace?: boolean;
  /** On success, go back instead of showing a view. */
  goBack?: boolean;
}

export type TransactionOutcome = 'success' | 'error' | 'cancel';

const pushed =
  (entry: TransactionEntry): LatchThunk =>
  (_dispatch, _getState, { transactions }) => {
    transactions.push(entry);
  };

/**
 * Ends the newest pending transaction flow (SPEC 4): its callback for the outcome runs; on success
 * the router shows its view (or goes back); on error or cancel it leaves the approval the flow
 * waited on, if that is still shown, and the flow's own view stays for another try.
 */
const completed =
  (outcome: TransactionOutcome): LatchThunk =>
  (dispatch, getState, { transactions }) => {
    const entry = transactions.pop();
    if (!entry) return;
    if (outcome !== 'success') {
      (outcome === 'error' ? entry.onError : entry.onCancel)?.();
      if (selectCurrentView(getState()) === 'ApproveTransaction') dispatch(goBack());
      return;
    }
    entry.onSuccess?.();
    if (entry.goBack) dispatch(goBack());
    else if (entry.view) dispatch(entry.replace ? routerSlice.actions.replaced(entry.view) : routerSlice.actions.pushed(entry.view));
  };

/** Registers a flow waiting on a transaction. */
export const pushTransaction = (latch: Latch, entry: TransactionEntry) => latch.store.dispatch(pushed(entry));

export const completeTransaction = (latch: Latch, outcome: TransactionOutcome) => latch.store.dispatch(completed(outcome));

/**
 * Runs a flow's transaction on the stack: `entry` is pushed before it starts and completed by how
 * it ends (a decline in the wallet is a cancel); the flow's answer or error passes through.
 */
export async function onTransactionStack<T>(dispatch: LatchDispatch, entry: TransactionEntry, run: () => Promise<T>): Promise<T> {
  dispatch(pushed(entry));
  try {
    const result = await run();
    dispatch(completed('success'));
    return result;
  } catch (caught) {
    // A decline the flow renamed (a smart account's) keeps the wallet's refusal as its cause.
    const declined = isDecline(caught) || (caught instanceof Error && isDecline(caught.cause));
    dispatch(completed(declined ? 'cancel' : 'error'));
    throw caught;
  }
}
