// What a namespace's connection records and forgets, for a connect, a restore and the wallet's own events alike.
import type { ListenerEffect } from '@reduxjs/toolkit';
import type { ConnectResult } from '../../adapter/types.js';
import { toCaipAddress } from '../../caip/address.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { addLatchListener } from '../../store/addLatchListener.js';
import type { LatchDispatch, LatchExtra, LatchThunk } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { networksSlice } from '../networks/networksSlice.js';
import { networkOf } from './chainOf.js';
import { accountConnected, connectionCleared, userReported, walletEventReceived } from './connectionEvents.js';
import { connectorsSlice } from './connectorsSlice.js';
import { connectedAddressKey, connectedConnectorKey } from './savedConnection.js';

/**
 * Tells a connected address on a chain: the chain becomes active (or is marked unsupported), the account answers with its fields and reads its balance.
 * The address is saved with the connection, for the first frame of the next page a server renders.
 */
export const reportAccount =
  (namespace: ChainNamespace, address: string, chainId: string | number): LatchThunk =>
  (dispatch, getState, { storage }) => {
    dispatch(networksSlice.actions.chainReported({ namespace, chainId }));
    const state = getState();
    const explorer = networkOf(state, namespace)?.blockExplorers?.default.url;
    const connectorId = state.connectors.connectedIds[namespace];
    const connector = state.connectors.connectors.find((c) => c.id === connectorId);
    const caipAddress = toCaipAddress(namespace, chainId, address);
    storage.set(connectedAddressKey(namespace), caipAddress);
    dispatch(
      accountConnected({
        namespace,
        address,
        caipAddress,
        wallet: connector ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns } : undefined,
        explorerUrl: explorer ? `${explorer.replace(/\/$/, '')}/address/${address}` : undefined,
      }),
    );
  };

/** Forgets a namespace's connection locally: network mark, saved connector and address; the account and the router answer the event. */
export const forgetConnection =
  (namespace: ChainNamespace): LatchThunk =>
  (dispatch, _getState, { storage }) => {
    dispatch(connectionCleared({ namespace }));
    dispatch(networksSlice.actions.networkReset(namespace));
    dispatch(connectorsSlice.actions.connectedIdCleared(namespace));
    storage.remove(connectedConnectorKey(namespace));
    storage.remove(connectedAddressKey(namespace));
  };

/**
 * Marks a namespace's account connected through `connectorId`, and remembers the connector. The active
 * namespace stays as it is (a restore or a shared session's other namespace); a connect the person
 * asked for makes its namespace active first.
 */
export const recordConnection =
  (namespace: ChainNamespace, connectorId: string, result: ConnectResult): LatchThunk =>
  (dispatch, _getState, { storage }) => {
    // A wallet's events matter from its first connection on: their handling joins the store with it.
    dispatch(addLatchListener({ actionCreator: walletEventReceived, effect: followWallet }));
    dispatch(connectorsSlice.actions.connectedIdSet({ namespace, id: connectorId }));
    storage.set(connectedConnectorKey(namespace), connectorId);
    dispatch(reportAccount(namespace, result.address, result.chainId));
    dispatch(userReported({ namespace, user: result.user }));
  };

/** A connected wallet's new account, new chain, or end of its session. */
const followWallet: ListenerEffect<ReturnType<typeof walletEventReceived>, LatchState, LatchDispatch, LatchExtra> = ({ payload: { namespace, event } }, { dispatch, getState }) => {
  const account = getState().accounts[namespace];
  if (account?.status !== 'connected' || !account.caipAddress) return;
  const [, chainId] = account.caipAddress.split(':') as [string, string];
  switch (event.type) {
    case 'accountsChanged': {
      const [next] = event.accounts;
      if (next) dispatch(reportAccount(namespace, next, chainId));
      else dispatch(forgetConnection(namespace));
      return;
    }
    case 'chainChanged':
      dispatch(reportAccount(namespace, account.address!, event.chainId));
      return;
    case 'disconnect':
      dispatch(forgetConnection(namespace));
      return;
  }
};
