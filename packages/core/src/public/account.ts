// The account as an app reads it (useLatchAccount, getAccount, watchAccount): a few stable fields,
// not the store's working state.
import { createSelector } from '@reduxjs/toolkit';
import type { ConnectorInfo } from '../adapter/types.js';
import type { CaipAddress } from '../caip/address.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { Latch } from '../createLatch.js';
import type { ConnectionStatus } from '../features/account/accountsSlice.js';
import type { LatchState } from '../store/rootReducer.js';
import { watchSelected } from './watchSelected.js';

export interface LatchAccount {
  /** The active namespace, whose account this is. */
  namespace: ChainNamespace;
  status: ConnectionStatus;
  isConnected: boolean;
  address?: string;
  caipAddress?: CaipAddress;
  /** The connector it connected through (its id, name, type and icon). */
  connector?: ConnectorInfo;
  /** The embedded wallet's user, when it connected through one: the email or username it logged in with. */
  embeddedUser?: { email?: string; username?: string };
}

const activeAccount = (state: LatchState) => state.accounts[state.networks.activeNamespace];
const activeConnector = (state: LatchState) => {
  const namespace = state.networks.activeNamespace;
  const id = state.connectors.connectedIds[namespace];
  return id === undefined ? undefined : state.connectors.connectors.find((c) => c.chain === namespace && c.id === id);
};

/** Rebuilt only when one of its fields changes (a balance update leaves it as it was). */
export const selectAccount = createSelector(
  [
    (state: LatchState) => state.networks.activeNamespace,
    (state: LatchState) => activeAccount(state)?.status ?? 'disconnected',
    (state: LatchState) => activeAccount(state)?.address,
    (state: LatchState) => activeAccount(state)?.caipAddress,
    activeConnector,
    (state: LatchState) => activeAccount(state)?.user?.email ?? undefined,
    (state: LatchState) => activeAccount(state)?.user?.username ?? undefined,
  ],
  (namespace, status, address, caipAddress, connector, email, username): LatchAccount => ({
    namespace,
    status,
    isConnected: status === 'connected',
    ...(address !== undefined && { address }),
    ...(caipAddress !== undefined && { caipAddress }),
    ...(connector && { connector }),
    ...(connector?.type === 'AUTH' && { embeddedUser: { ...(email && { email }), ...(username && { username }) } }),
  }),
);

/** The active namespace's account now. */
export const getAccount = (latch: Latch): LatchAccount => selectAccount(latch.getState());

/** Calls `onChange` whenever the account changes (connect, disconnect, another address, another namespace); returns the stop. */
export const watchAccount = (latch: Latch, onChange: (account: LatchAccount, previous: LatchAccount) => void): (() => void) => watchSelected(latch, selectAccount, onChange);
