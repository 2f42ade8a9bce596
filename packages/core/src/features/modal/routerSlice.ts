import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authInitializationFailed, connectionCleared } from '../connection/connectionEvents.js';
import { networkSwitchFailed } from '../networks/networksSlice.js';

/**
 * The modal's internal views: those of SPEC 2, then the account's own (network list, send,
 * receive, buy, swap), the email login's code views and the email update's. There are no URL routes.
 */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'OnRamp',
  'Swap',
  'AddPasskey',
  'ConnectingPasskey',
] as const;
export type View = (typeof VIEWS)[number];

/** Serializable data a view is opened with, e.g. the connector being connected. */
export type RouterData = Readonly<Record<string, string | number | boolean | null>>;

export interface RouteEntry {
  view: View;
  data?: RouterData;
}

export interface RouterState {
  history: RouteEntry[];
}

type RoutePayload = View | RouteEntry;
const toEntry = (payload: RoutePayload): RouteEntry => (typeof payload === 'string' ? { view: payload } : payload);

const initialState: RouterState = { history: [{ view: 'Connect' }] };

export const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    /** Ignored when the view is already the current one (SPEC 2). */
    pushed(state, action: PayloadAction<RoutePayload>) {
      const entry = toEntry(action.payload);
      if (state.history.at(-1)?.view === entry.view) return;
      state.history.push(entry);
    },
    replaced(state, action: PayloadAction<RoutePayload>) {
      state.history[state.history.length - 1] = toEntry(action.payload);
    },
    reset(state, action: PayloadAction<RoutePayload>) {
      state.history = [toEntry(action.payload)];
    },
    /** Drops the current view; the last entry is never dropped (going back from it closes the modal). */
    popped(state) {
      if (state.history.length > 1) state.history.pop();
    },
    /** Back to the entry at `index`, dropping everything after it. Out-of-range indexes are ignored. */
    wentBackToIndex(state, action: PayloadAction<number>) {
      const index = action.payload;
      if (Number.isInteger(index) && index >= 0 && index < state.history.length) {
        state.history = state.history.slice(0, index + 1);
      }
    },
  },
  extraReducers: (builder) => {
    builder
      // A disconnect leaves the account's views for Connect.
      .addCase(connectionCleared, (state) => {
        if (state.history.some((entry) => entry.view === 'Account')) state.history = [{ view: 'Connect' }];
      })
      // SPEC 8: the embedded wallet could not start; the person picks again.
      .addCase(authInitializationFailed, (state) => {
        state.history = [{ view: 'Connect' }];
      })
      // SPEC 4: a refused switch goes back. Only to a view that exists, though: with UnsupportedChain as the
      // only entry, going back would close the modal on the very person who is still on the wrong chain.
      .addCase(networkSwitchFailed, (state) => {
        if (state.history.length > 1) state.history.pop();
      });
  },
});
