import { FARCASTER_RELOAD_DELAY_MS } from '../../constants.js';
import type { LatchStartListening } from '../../store/extra.js';
import { selectCurrentView } from '../modal/selectors.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { walletEventReceived } from '../connection/connectionEvents.js';

export function addEmbeddedListeners(startListening: LatchStartListening): void {
  // What an auth connector's frame tells outside any request (an approval asked or settled, an alert), with its module.
  startListening({
    actionCreator: walletEventReceived,
    effect: ({ payload: { event } }, { dispatch }) => {
      if (event.type === 'approvalRequested' || event.type === 'approvalSettled' || event.type === 'alert') {
        void import('./embeddedEvents.js').then(({ embeddedEventReceived }) => dispatch(embeddedEventReceived(event)));
      }
    },
  });

  // SPEC 2: leaving ConnectingFarcaster while disconnected clears the Farcaster url and reloads the auth connector after 100 ms.
  startListening({
    predicate: (_action, current, previous) => selectCurrentView(previous) === 'ConnectingFarcaster' && selectCurrentView(current) !== 'ConnectingFarcaster',
    effect: (_action, { dispatch, getState, extra }) => {
      const state = getState();
      const namespace = state.networks.activeNamespace;
      if (state.accounts[namespace]?.status === 'connected') return;
      dispatch(accountsSlice.actions.farcasterUrlSet({ namespace, url: undefined }));
      extra.clock.setTimeout(() => void extra.adapters.get(namespace)?.reloadAuthConnector?.()?.catch(() => undefined), FARCASTER_RELOAD_DELAY_MS);
    },
  });
}
