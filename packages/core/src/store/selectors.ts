import { createSelector } from '@reduxjs/toolkit';
import type { ConnectorInfo, ConnectorType } from '../adapter/types.js';
import type { CaipNetwork } from '../caip/network.js';
import type { ConnectMethod, ConnectorTypeOrderItem } from '../features/options/optionsSlice.js';
import type { LatchState } from './rootReducer.js';

export const selectCurrentRoute = (state: LatchState) => state.router.history[state.router.history.length - 1]!;
export const selectCurrentView = (state: LatchState) => selectCurrentRoute(state).view;
export const selectIsModalOpen = (state: LatchState) => state.modal.open;
export const selectActiveNamespace = (state: LatchState) => state.networks.activeNamespace;

export const selectActiveAccount = createSelector(
  [(state: LatchState) => state.accounts, selectActiveNamespace],
  (accounts, namespace) => accounts[namespace],
);

export const selectActiveNetwork = createSelector(
  [(state: LatchState) => state.networks],
  (networks): CaipNetwork | undefined => {
    const id = networks.activeByNamespace[networks.activeNamespace];
    return networks.networks.find((network) => network.caipNetworkId === id);
  },
);

/** The configured networks of the active namespace, in configuration order. */
export const selectActiveNamespaceNetworks = createSelector(
  [(state: LatchState) => state.networks.networks, selectActiveNamespace],
  (networks, namespace) => networks.filter((network) => network.chainNamespace === namespace),
);

/** The CAIP-2 id of the wallet's chain when it is not one of the configured networks. */
export const selectUnsupportedNetworkId = (state: LatchState) =>
  state.networks.unsupportedByNamespace[state.networks.activeNamespace];

export const selectIsConnected = (state: LatchState) => selectActiveAccount(state)?.status === 'connected';

const WALLET_TYPES: ReadonlySet<ConnectorType> = new Set(['INJECTED', 'ANNOUNCED']);

/** SPEC 2: the configured method order, with wallet first when an injected or announced wallet is shown. */
export const selectConnectMethodOrder = createSelector(
  [(state: LatchState) => state.options.connectMethodsOrder, (state: LatchState) => state.connectors.connectors, selectActiveNamespace],
  (order, connectors, namespace): ConnectMethod[] =>
    connectors.some((c) => c.chain === namespace && WALLET_TYPES.has(c.type)) ? ['wallet', ...order.filter((m) => m !== 'wallet')] : order,
);

/** The group of the connector-type order (SPEC 2) each connector type sorts in. */
export const CONNECTOR_TYPE_GROUP: Readonly<Record<ConnectorType, ConnectorTypeOrderItem>> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'external',
  EXTERNAL: 'external',
  AUTH: 'custom',
};

/** Wallet connectors of the active namespace, sorted by the connector-type order (SPEC 2). */
export const selectWalletConnectors = createSelector(
  [(state: LatchState) => state.connectors.connectors, (state: LatchState) => state.options.connectorTypeOrder, selectActiveNamespace],
  (connectors, typeOrder, namespace): ConnectorInfo[] => {
    const rank = (c: ConnectorInfo) => {
      const index = typeOrder.indexOf(CONNECTOR_TYPE_GROUP[c.type]);
      return index === -1 ? typeOrder.length : index;
    };
    return connectors.filter((c) => c.chain === namespace && c.type !== 'AUTH').sort((a, b) => rank(a) - rank(b));
  },
);
