import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { CaipNetworkId } from '../caip/network.js';
import { FARCASTER_RELOAD_DELAY_MS } from '../constants.js';
import { accountsSlice } from './accountsSlice.js';
import { eventEmitted, type LatchEvent } from './events.js';
import type { LatchDispatch, LatchExtra } from './extra.js';
import { modalSlice } from './modalSlice.js';
import { closeModal } from './modalThunks.js';
import { networksSlice } from './networksSlice.js';
import type { LatchState } from './rootReducer.js';
import { routerSlice } from './routerSlice.js';
import { selectCurrentView } from './selectors.js';
import { siwxSlice } from './siwxSlice.js';
import type { Analytics } from './analytics.js';

export type LatchStartListening = TypedStartListening<LatchState, LatchDispatch, LatchExtra>;

/** Reactions to what happens in one Latch instance's store (SPEC 2 and 4), on Redux Toolkit's listener middleware. */
export function createLatchListeners(extra: LatchExtra, eventListeners: ReadonlySet<(event: LatchEvent) => void>, analytics: () => Promise<Analytics>) {
  // A reaction that fails must not fail the action that set it off, nor print in the dApp's console.
  const listeners = createListenerMiddleware({ extra, onError: () => undefined });
  const startListening = listeners.startListening as LatchStartListening;

  startListening({
    actionCreator: eventEmitted,
    effect: async ({ payload: event }) => {
      eventListeners.forEach((listener) => listener(event));
      (await analytics()).track(event);
    },
  });

  // SPEC 2: leaving ConnectingFarcaster while disconnected clears the Farcaster url and reloads the auth connector after 100 ms.
  startListening({
    predicate: (_action, current, previous) => selectCurrentView(previous) === 'ConnectingFarcaster' && selectCurrentView(current) !== 'ConnectingFarcaster',
    effect: (_action, { dispatch, getState }) => {
      const state = getState();
      const namespace = state.networks.activeNamespace;
      if (state.accounts[namespace]?.status === 'connected') return;
      dispatch(accountsSlice.actions.farcasterUrlSet({ namespace, url: undefined }));
      extra.clock.setTimeout(() => void extra.adapters.get(namespace)?.reloadAuthConnector?.()?.catch(() => undefined), FARCASTER_RELOAD_DELAY_MS);
    },
  });

  // SPEC 4: after connect (or a new account or chain), with no stored session, SIWXSignMessage opens.
  startListening({
    predicate: (action, current, previous) =>
      accountsSlice.actions.accountConnected.match(action) &&
      extra.siwx !== undefined &&
      current.accounts[action.payload.namespace]?.caipAddress !== previous.accounts[action.payload.namespace]?.caipAddress,
    // Loaded here, on the first connect, so pages without sign-in never fetch it.
    effect: async (_action, { dispatch }) => {
      await dispatch((await import('./siwxThunks.js')).requireSignIn());
    },
  });

  // SPEC 4: a disconnect clears the account's sessions.
  startListening({
    actionCreator: accountsSlice.actions.accountReset,
    effect: async ({ payload: { namespace } }, { dispatch, getOriginalState }) => {
      const caipAddress = getOriginalState().accounts[namespace]?.caipAddress;
      if (!caipAddress || !extra.siwx) return;
      const [ns, reference, address] = caipAddress.split(':') as [string, string, string];
      dispatch(siwxSlice.actions.sessionSet(undefined));
      await extra.siwx.revokeSession(`${ns}:${reference}` as CaipNetworkId, address);
    },
  });

  // SPEC 4: a wallet on a network that is not configured opens UnsupportedChain, unless network
  // switching is off, unsupported chains are allowed, or basic (manual) WalletConnect mode is on.
  startListening({
    actionCreator: networksSlice.actions.chainReported,
    effect: ({ payload: { namespace } }, { dispatch, getState }) => {
      const state = getState();
      if (state.networks.unsupportedByNamespace[namespace] !== undefined) {
        const { enableNetworkSwitch, allowUnsupportedChain, manualWCControl } = state.options;
        if (!enableNetworkSwitch || allowUnsupportedChain || manualWCControl || namespace !== state.networks.activeNamespace) return;
        dispatch(routerSlice.actions.reset('UnsupportedChain'));
        dispatch(modalSlice.actions.modalOpened());
      } else if (selectCurrentView(state) === 'UnsupportedChain' && state.modal.open) {
        // The wallet came back to a configured network by itself.
        dispatch(closeModal());
      }
    },
  });

  return listeners;
}
