import type { CaipNetworkId } from '../../caip/network.js';
import type { LatchStartListening } from '../../store/extra.js';
import { accountConnected, connectionCleared } from '../connection/connectionEvents.js';
import { siwxSlice } from './siwxSlice.js';

export function addSiwxListeners(startListening: LatchStartListening): void {
  // SPEC 4: after connect (or a new account or chain), with no stored session, SIWXSignMessage opens.
  // Only the active namespace's account signs in: another namespace joining a shared session (the
  // embedded wallet, WalletConnect) must not reopen the view under an approval the person is answering.
  startListening({
    predicate: (action, current, previous) =>
      accountConnected.match(action) &&
      current.siwx.enabled &&
      action.payload.namespace === current.networks.activeNamespace &&
      current.accounts[action.payload.namespace]?.caipAddress !== previous.accounts[action.payload.namespace]?.caipAddress,
    // Loaded here, on the first connect, so pages without sign-in never fetch it.
    effect: async (_action, { dispatch }) => {
      await dispatch((await import('./signIn.js')).requireSignIn());
    },
  });

  // SPEC 4: a disconnect clears the account's sessions.
  startListening({
    actionCreator: connectionCleared,
    effect: async ({ payload: { namespace } }, { dispatch, getOriginalState, extra }) => {
      const caipAddress = getOriginalState().accounts[namespace]?.caipAddress;
      if (!caipAddress || !extra.siwx) return;
      const [ns, reference, address] = caipAddress.split(':') as [string, string, string];
      dispatch(siwxSlice.actions.sessionSet(undefined));
      await extra.siwx.revokeSession(`${ns}:${reference}` as CaipNetworkId, address, extra.adapters.get(ns)?.rules.signIn);
    },
  });
}
