import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { FARCASTER_RELOAD_DELAY_MS } from '../constants.js';
import { accountsSlice } from './accountsSlice.js';
import type { LatchExtra } from './extra.js';
import type { LatchState } from './rootReducer.js';
import { selectCurrentView } from './selectors.js';

const leftView = (view: string) => (_action: UnknownAction, current: unknown, previous: unknown) =>
  selectCurrentView(previous as LatchState) === view && selectCurrentView(current as LatchState) !== view;

/** Reactions to state changes, one middleware per Latch instance. */
export function createLatchListeners(extra: LatchExtra) {
  const listeners = createListenerMiddleware<LatchState>();

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

  return listeners.middleware;
}
