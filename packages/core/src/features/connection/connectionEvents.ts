// What happens to a namespace's connection, as actions that the features above it (account, modal,
// sign-in, the embedded wallet) answer in their reducers or listeners: connection never sets their state.
import { createAction } from '@reduxjs/toolkit';
import type { AdapterEvent, EmbeddedUser } from '../../adapter/types.js';
import type { CaipAddress } from '../../caip/address.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { AccountState, ConnectionStatus } from '../account/accountsSlice.js';

type ForNamespace<T = object> = { namespace: ChainNamespace } & T;

/** A wallet's own event (a new account or chain, the end of its session, its frame's requests): the connection and the embedded wallet answer. */
export const walletEventReceived = createAction<ForNamespace<{ event: AdapterEvent }>>('connection/walletEvent');
/** A connect or reconnect began; an earlier attempt on the namespace is superseded. */
export const attemptStarted = createAction<ForNamespace>('connection/attemptStarted');
/** An attempt ended without an account: the namespace is back to `status`. */
export const attemptFailed = createAction<ForNamespace<{ status: ConnectionStatus }>>('connection/attemptFailed');
/** The wallet is on `address` (a connect, a restore, or the wallet's own account or chain change). */
export const accountConnected = createAction<ForNamespace<{ address: string; caipAddress: CaipAddress; wallet?: AccountState['connectedWalletInfo']; explorerUrl?: string }>>(
  'connection/accountConnected',
);
/** The embedded wallet's user as its adapter reported it with the connection (none for other wallets). */
export const userReported = createAction<ForNamespace<{ user?: EmbeddedUser }>>('connection/userReported');
/** The namespace's connection is forgotten: a disconnect, by the person or by the wallet. */
export const connectionCleared = createAction<ForNamespace>('connection/cleared');
/** The embedded wallet could not start (SPEC 8): its namespace is disconnected again. */
export const authInitializationFailed = createAction<ForNamespace>('connection/authInitializationFailed');
/** A connect the person asked for succeeded (not a restore, not a namespace joined alongside). */
export const established = createAction<ForNamespace<{ connectorId: string }>>('connection/established');
