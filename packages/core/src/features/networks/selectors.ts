import { createSelector } from '@reduxjs/toolkit';
import type { CaipNetwork } from '../../caip/network.js';
import type { LatchState } from '../../store/rootReducer.js';

export const selectActiveNamespace = (state: LatchState) => state.networks.activeNamespace;

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
