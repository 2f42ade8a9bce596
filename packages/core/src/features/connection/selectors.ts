import { createSelector } from '@reduxjs/toolkit';
import type { ConnectorInfo, ConnectorType } from '../../adapter/types.js';
import type { ConnectMethod, ConnectorTypeOrderItem } from '../options/optionsSlice.js';
import { isInstalledConnector } from '../../rules/wallets.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectCurrentRoute } from '../modal/selectors.js';
import { selectActiveNamespace } from '../networks/selectors.js';

export const selectWalletConnectUri = (state: LatchState) => state.connection.wcUri;
export const selectPairingExpiry = (state: LatchState) => state.connection.wcPairingExpiry;
/** The WalletConnect connector of the active namespace, found by its type (its id is the adapter's own business). */
export const selectWalletConnectConnector = (state: LatchState) =>
  state.connectors.connectors.find((c) => c.type === 'WALLET_CONNECT' && c.chain === selectActiveNamespace(state));

/** SPEC 2: the configured method order, with wallet first when an injected or announced wallet is shown. */
export const selectConnectMethodOrder = createSelector(
  [(state: LatchState) => state.options.connectMethodsOrder, (state: LatchState) => state.connectors.connectors, selectActiveNamespace],
  (order, connectors, namespace): ConnectMethod[] =>
    connectors.some((c) => c.chain === namespace && isInstalledConnector(c)) ? ['wallet', ...order.filter((m) => m !== 'wallet')] : order,
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

/** The connector the current route names (`connectorId` in its data), when this browser has it. */
export const selectRouteConnector = (state: LatchState) => {
  const id = selectCurrentRoute(state).data?.connectorId;
  return typeof id === 'string' ? state.connectors.connectors.find((c) => c.id === id) : undefined;
};
