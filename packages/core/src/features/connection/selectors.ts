import { createSelector } from '@reduxjs/toolkit';
import type { ConnectorInfo, ConnectorType } from '../../adapter/types.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { ConnectMethod, ConnectorTypeOrderItem } from '../options/optionsSlice.js';
import { isInstalledConnector } from '../../rules/wallets.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectActiveNamespace } from '../networks/selectors.js';

export const selectWalletConnectUri = (state: LatchState) => state.connection.wcUri;
export const selectPairingExpiry = (state: LatchState) => state.connection.wcPairingExpiry;
/** The WalletConnect connector of the active namespace, found by its type (its id is the adapter's own business). */
export const selectWalletConnectConnector = (state: LatchState) =>
  state.connectors.connectors.find((c) => c.type === 'WALLET_CONNECT' && c.chain === selectActiveNamespace(state));

/** The group of the connector-type order (SPEC 2) each connector type sorts in. */
export const CONNECTOR_TYPE_GROUP: Readonly<Record<ConnectorType, ConnectorTypeOrderItem>> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'external',
  EXTERNAL: 'external',
  AUTH: 'custom',
};

/** A wallet as Connect offers it: its connector on one namespace, and the same wallet's connectors on the others. */
export interface WalletConnectorRow extends ConnectorInfo {
  others: ConnectorInfo[];
}

/** The namespaces with a connected account, as one comparable string (the rows change with it, not with every balance). */
const connectedNamespaces = (state: LatchState) =>
  Object.keys(state.accounts)
    .filter((namespace) => state.accounts[namespace as ChainNamespace]?.status === 'connected')
    .join();

/** How one wallet is known on every namespace: WalletConnect is one session for all, any other wallet goes by its name. */
const walletKey = (connector: ConnectorInfo) => (connector.type === 'WALLET_CONNECT' ? connector.type : connector.name.trim().toLowerCase());

/**
 * The wallets Connect offers, sorted by the connector-type order (SPEC 2): those of the active
 * namespace and of every namespace with no account yet. A wallet serving several namespaces shows
 * once, as its connector on the active namespace where it has one, the others beside it.
 */
export const selectWalletConnectors = createSelector(
  [(state: LatchState) => state.connectors.connectors, (state: LatchState) => state.options.connectorTypeOrder, selectActiveNamespace, connectedNamespaces],
  (connectors, typeOrder, namespace, connected): WalletConnectorRow[] => {
    const rank = (c: ConnectorInfo) => {
      const index = typeOrder.indexOf(CONNECTOR_TYPE_GROUP[c.type]);
      return index === -1 ? typeOrder.length : index;
    };
    const offered = connectors.filter((c) => c.type !== 'AUTH' && (c.chain === namespace || !connected.split(',').includes(c.chain)));
    const rows = new Map<string, WalletConnectorRow>();
    for (const connector of offered.sort((a, b) => Number(b.chain === namespace) - Number(a.chain === namespace))) {
      const row = rows.get(walletKey(connector));
      if (row) row.others.push(connector);
      else rows.set(walletKey(connector), { ...connector, others: [] });
    }
    return [...rows.values()].sort((a, b) => rank(a) - rank(b));
  },
);

/** SPEC 2: the configured method order, with wallet first when an injected or announced wallet is shown. */
export const selectConnectMethodOrder = createSelector(
  [(state: LatchState) => state.options.connectMethodsOrder, (state: LatchState) => selectWalletConnectors(state)],
  (order, rows): ConnectMethod[] => (rows.some(isInstalledConnector) ? ['wallet', ...order.filter((m) => m !== 'wallet')] : order),
);
