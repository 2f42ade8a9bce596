import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { FARCASTER_RELOAD_DELAY_MS } from '../constants.js';
import { accountsSlice } from './accountsSlice.js';
import { modalSlice } from './modalSlice.js';
import { closeModal } from './modalThunks.js';
import { networksSlice } from './networksSlice.js';
import { routerSlice } from './routerSlice.js';
import type { LatchDispatch, LatchExtra } from './extra.js';
import type { LatchState } from './rootReducer.js';
import { selectCurrentView } from './selectors.js';
import { siwxSlice } from './siwxSlice.js';
import { requireSignIn } from './siwxThunks.js';
import { eventEmitted, type LatchEvent } from './events.js';
import type { CaipNetworkId } from '../caip/network.js';

const leftView = (view: string) => (_action: UnknownAction, current: unknown, previous: unknown) =>
  selectCurrentView(previous as LatchState) === view && selectCurrentView(current as LatchState) !== view;

/** Reactions to state changes, one middleware per Latch instance. */
export function createLatchListeners(extra: LatchExtra, eventListeners: ReadonlySet<(event: LatchEvent) => void>) {
  const listeners = createListenerMiddleware<LatchState, LatchDispatch>();

  listeners.startListening({
    actionCreator: eventEmitted,
    effect: ({ payload }) => eventListeners.forEach((listener) => listener(payload)),
  });

  // SPEC 2: leaving ConnectingFarcaster while disconnected clears the Farcaster url and reloads the auth connector after 100 ms.
  listeners.startListening({
    predicate: leftView('ConnectingFarcaster'),
    effect: (_action, api) => {
      const state = api.getState();
      const namespace = state.networks.activeNamespace;
      if (state.accounts[namespace]?.status === 'connected') return;
      api.dispatch(accountsSlice.actions.farcasterUrlSet({ namespace, url: undefined }));
      extra.clock.setTimeout(() => void extra.adapters.get(namespace)?.reloadAuthConnector?.()?.catch(() => undefined), FARCASTER_RELOAD_DELAY_MS);
    },
  });

  // SPEC 4: after connect (or a new account or chain), with no stored session, SIWXSignMessage opens.
  listeners.startListening({
    predicate: (action, current, previous) =>
      accountsSlice.actions.accountConnected.match(action) &&
      extra.siwx !== undefined &&
      current.accounts[action.payload.namespace]?.caipAddress !== previous.accounts[action.payload.namespace]?.caipAddress,
    effect: (_action, api) => void api.dispatch(requireSignIn()).catch(() => undefined),
  });

  // SPEC 4: a disconnect clears the account's sessions.
  listeners.startListening({
    actionCreator: accountsSlice.actions.accountReset,
    effect: (action, api) => {
      const caipAddress = api.getOriginalState().accounts[action.payload.namespace]?.caipAddress;
      if (!caipAddress || !extra.siwx) return;
      const [namespace, reference, address] = caipAddress.split(':') as [string, string, string];
      api.dispatch(siwxSlice.actions.sessionSet(undefined));
      void extra.siwx.revokeSession(`${namespace}:${reference}` as CaipNetworkId, address).catch(() => undefined);
    },
  });

  // SPEC 4: a wallet on a network that is not configured opens UnsupportedChain, unless network
  // switching is off, unsupported chains are allowed, or basic (manual) WalletConnect mode is on.
  listeners.startListening({
    actionCreator: networksSlice.actions.chainReported,
    effect: ({ payload: { namespace } }, api) => {
      const state = api.getState();
      const unsupported = state.networks.unsupportedByNamespace[namespace] !== undefined;
      const view = selectCurrentView(state);
      if (unsupported) {
        const { enableNetworkSwitch, allowUnsupportedChain, manualWCControl } = state.options;
        if (!enableNetworkSwitch || allowUnsupportedChain || manualWCControl || namespace !== state.networks.activeNamespace) return;
        api.dispatch(routerSlice.actions.reset('UnsupportedChain'));
        api.dispatch(modalSlice.actions.modalOpened());
      } else if (view === 'UnsupportedChain' && state.modal.open) {
        // The wallet came back to a configured network by itself.
        api.dispatch(closeModal());
      }
    },
  });

  return listeners.middleware;
}
