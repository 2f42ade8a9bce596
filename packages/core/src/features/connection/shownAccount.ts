// An account shown from the saved state (hydrate, @latch/core/ssr) before its wallet answered on this page:
// connected on screen, with no connector behind it until the restore's reconnect settles.
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { LatchState } from '../../store/rootReducer.js';

/** A connection this page made records its connector before its account (recordConnection); a shown one has none. */
export const isShownOnly = (state: LatchState, namespace: ChainNamespace) =>
  state.accounts[namespace]?.status === 'connected' && state.connectors.connectedIds[namespace] === undefined;

/**
 * For a reconnect of a shown account, which starts no attempt (the address stays on screen, not "Connecting"):
 * tells whether the account is still the one shown, not connected by hand or disconnected meanwhile.
 */
export function stillShown(getState: () => LatchState, namespace: ChainNamespace): () => boolean {
  const { attempt, caipAddress } = getState().accounts[namespace]!;
  return () => {
    const now = getState().accounts[namespace];
    return now?.attempt === attempt && now.caipAddress === caipAddress && isShownOnly(getState(), namespace);
  };
}
