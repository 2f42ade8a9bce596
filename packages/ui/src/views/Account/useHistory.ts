import { useEffect, useState } from 'react';
import { selectActiveAddress, selectActiveNetwork, selectActivity } from '@latch/core';
import { loadTransactions } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

export type HistoryStatus = 'loading' | 'error' | 'empty' | 'data';

/**
 * The account's history on the active network (SPEC 5), read when the account or network changes,
 * with cursor paging. Core marks a failed read empty and sends an event; the event tells this hook
 * the list is an error, not a blank history.
 */
export function useHistory() {
  const latch = useLatch();
  const activity = useLatchSelector(selectActivity);
  const network = useLatchSelector(selectActiveNetwork);
  const address = useLatchSelector(selectActiveAddress);
  const networkId = network?.caipNetworkId;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const request = `${address}@${networkId}#${attempt}`;

  useEffect(() => {
    if (!address) return undefined;
    let live = true;
    // Listens for as long as this request's list is shown, so a failed next page counts too.
    const stop = latch.onEvent((event) => {
      if (live && event.type === 'ERROR_FETCH_TRANSACTIONS') setFailed(request);
    });
    loadTransactions(latch)
      .catch(() => undefined)
      .finally(() => live && setSettled(request));
    return () => {
      live = false;
      stop();
    };
  }, [latch, address, request]);

  const { transactions } = activity;
  const status: HistoryStatus =
    failed === request ? 'error' : transactions.length > 0 ? 'data' : settled !== request || activity.loading ? 'loading' : 'empty';
  return {
    status,
    transactions,
    hasMore: activity.hasMore && status === 'data',
    loadingMore: activity.loading && transactions.length > 0,
    retry: () => setAttempt((n) => n + 1),
    loadMore: () => void loadTransactions(latch, { more: true }).catch(() => undefined),
  };
}
