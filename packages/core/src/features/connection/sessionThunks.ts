// What a namespace's connection records and forgets, for a connect, a restore and the wallet's own events alike.
import type { ConnectResult } from '../../adapter/types.js';
import { toCaipAddress } from '../../caip/address.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { NAMESPACE_REQUIRED_FOR_CONNECTOR_ID } from '../../errors/startupMessages.js';
import { LatchError } from '../../errors/LatchError.js';
import type { LatchThunk } from '../../store/extra.js';
import { accountsSlice } from '../account/accountsSlice.js';
import { routerSlice } from '../modal/routerSlice.js';
import { networksSlice } from '../networks/networksSlice.js';
import { fetchBalance } from './balanceThunks.js';
import { networkOf } from './chainOf.js';
import { connectorsSlice } from './connectorsSlice.js';

export const connectedConnectorKey = (namespace: ChainNamespace | undefined) => {
  if (!namespace) throw new LatchError(NAMESPACE_REQUIRED_FOR_CONNECTOR_ID);
  return `connectedConnectorId:${namespace}`;
};

/** Records a connected address on a chain: account fields, active network, balance. */
export const accountReported =
  (namespace: ChainNamespace, address: string, chainId: string | number): LatchThunk =>
  (dispatch, getState) => {
    dispatch(networksSlice.actions.chainReported({ namespace, chainId }));
    const state = getState();
    const explorer = networkOf(state, namespace)?.blockExplorers?.default.url;
    const connectorId = state.connectors.connectedIds[namespace];
    const connector = state.connectors.connectors.find((c) => c.id === connectorId);
    dispatch(
      accountsSlice.actions.accountConnected({
        namespace,
        address,
        caipAddress: toCaipAddress(namespace, chainId, address),
        wallet: connector ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns } : undefined,
        explorerUrl: explorer ? `${explorer.replace(/\/$/, '')}/address/${address}` : undefined,
      }),
    );
    void dispatch(fetchBalance(namespace));
  };

/** Forgets a namespace's connection locally: account, network mark, saved connector. */
export const connectionCleared =
  (namespace: ChainNamespace): LatchThunk =>
  (dispatch, getState, { storage }) => {
    dispatch(accountsSlice.actions.accountReset({ namespace }));
    dispatch(networksSlice.actions.networkReset(namespace));
    dispatch(connectorsSlice.actions.connectedIdCleared(namespace));
    storage.remove(connectedConnectorKey(namespace));
    if (getState().router.history.some((entry) => entry.view === 'Account')) dispatch(routerSlice.actions.reset('Connect'));
  };

/**
 * Marks a namespace's account connected through `connectorId`, and remembers the connector. The active
 * namespace stays as it is (a restore or a shared session's other namespace); a connect the person
 * asked for makes its namespace active first.
 */
export const connectionEstablished =
  (namespace: ChainNamespace, connectorId: string, result: ConnectResult): LatchThunk =>
  (dispatch, _getState, { storage }) => {
    dispatch(connectorsSlice.actions.connectedIdSet({ namespace, id: connectorId }));
    storage.set(connectedConnectorKey(namespace), connectorId);
    dispatch(accountReported(namespace, result.address, result.chainId));
    dispatch(accountsSlice.actions.userSet({ namespace, user: result.user }));
  };
