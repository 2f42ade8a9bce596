import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
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

interface ReactionApi {
  dispatch: LatchDispatch;
  getState(): LatchState;
  /** The state before the action. */
  previous: LatchState;
}

/** Runs after an action is reduced, when `when` says so. */
interface Reaction {
  when(action: UnknownAction, current: LatchState, previous: LatchState): boolean;
  then(action: UnknownAction, api: ReactionApi): void | Promise<void>;
}

const leftView = (view: string) => (_action: UnknownAction, current: LatchState, previous: LatchState) =>
  selectCurrentView(previous) === view && selectCurrentView(current) !== view;

/**
 * Reactions to state changes, one middleware per Latch instance. (A few lines instead of RTK's
 * listener middleware, which costs several kB in a page's entry for what is needed here.)
 */
export function createLatchListeners(
  extra: LatchExtra,
  eventListeners: ReadonlySet<(event: LatchEvent) => void>,
  analytics: () => Promise<Analytics>,
): Middleware {
  const reactions: Reaction[] = [
    {
      when: (action) => eventEmitted.match(action),
      then: (action) => {
        const event = (action as ReturnType<typeof eventEmitted>).payload;
        eventListeners.forEach((listener) => listener(event));
        return analytics().then((a) => a.track(event));
      },
    },
    // SPEC 2: leaving ConnectingFarcaster while disconnected clears the Farcaster url and reloads the auth connector after 100 ms.
    {
      when: leftView('ConnectingFarcaster'),
      then: (_action, { dispatch, getState }) => {
        const state = getState();
        const namespace = state.networks.activeNamespace;
        if (state.accounts[namespace]?.status === 'connected') return;
        dispatch(accountsSlice.actions.farcasterUrlSet({ namespace, url: undefined }));
        extra.clock.setTimeout(() => void extra.adapters.get(namespace)?.reloadAuthConnector?.()?.catch(() => undefined), FARCASTER_RELOAD_DELAY_MS);
      },
    },
    // SPEC 4: after connect (or a new account or chain), with no stored session, SIWXSignMessage opens.
    {
      when: (action, current, previous) =>
        accountsSlice.actions.accountConnected.match(action) &&
        extra.siwx !== undefined &&
        current.accounts[action.payload.namespace]?.caipAddress !== previous.accounts[action.payload.namespace]?.caipAddress,
      // Loaded here, on the first connect, so pages without sign-in never fetch it.
      then: async (_action, { dispatch }) => dispatch((await import('./siwxThunks.js')).requireSignIn()),
    },
    // SPEC 4: a disconnect clears the account's sessions.
    {
      when: (action) => accountsSlice.actions.accountReset.match(action),
      then: (action, { dispatch, previous }) => {
        const { namespace } = (action as ReturnType<typeof accountsSlice.actions.accountReset>).payload;
        const caipAddress = previous.accounts[namespace]?.caipAddress;
        if (!caipAddress || !extra.siwx) return;
        const [ns, reference, address] = caipAddress.split(':') as [string, string, string];
        dispatch(siwxSlice.actions.sessionSet(undefined));
        return extra.siwx.revokeSession(`${ns}:${reference}` as CaipNetworkId, address);
      },
    },
    // SPEC 4: a wallet on a network that is not configured opens UnsupportedChain, unless network
    // switching is off, unsupported chains are allowed, or basic (manual) WalletConnect mode is on.
    {
      when: (action) => networksSlice.actions.chainReported.match(action),
      then: (action, { dispatch, getState }) => {
        const { namespace } = (action as ReturnType<typeof networksSlice.actions.chainReported>).payload;
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
    },
  ];

  return (api) => (next) => (action) => {
    // Thunks pass through here too; only the plain actions they dispatch set off reactions.
    if (typeof action !== 'object' || action === null) return next(action);
    const previous = api.getState() as LatchState;
    const result = next(action);
    const current = api.getState() as LatchState;
    for (const reaction of reactions) {
      if (!reaction.when(action as UnknownAction, current, previous)) continue;
      // A reaction that fails must not fail the action that set it off.
      void Promise.resolve(reaction.then(action as UnknownAction, { dispatch: api.dispatch as LatchDispatch, getState: () => api.getState() as LatchState, previous })).catch(() => undefined);
    }
    return result;
  };
}
