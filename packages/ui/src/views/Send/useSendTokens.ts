import { useEffect, useState } from 'react';
import { selectActiveAddress, selectTokenBalances } from '@latch/core';
import { loadTokenBalances, selectSendableTokens } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

/**
 * The tokens the account can send, native first, and whether the portfolio is still loading. The
 * portfolio is read again when the view opens, so a send starts from fresh balances.
 */
export function useSendTokens() {
  const latch = useLatch();
  const address = useLatchSelector(selectActiveAddress);
  const held = useLatchSelector(selectTokenBalances);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    if (!address) return;
    let live = true;
    setLoading(true);
    loadTokenBalances(latch)
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [latch, address]);

  const tokens = useLatchSelector(selectSendableTokens);
  // A portfolio already in state shows at once; otherwise the list waits for it, so rows do not move under the person.
  return { tokens, loading: loading && held.length === 0 };
}
