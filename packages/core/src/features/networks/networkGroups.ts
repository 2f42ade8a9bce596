import { createSelector } from '@reduxjs/toolkit';
import type { CaipNetwork } from '../../caip/network.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { LatchState } from '../../store/rootReducer.js';

export interface NamespaceNetworks {
  namespace: ChainNamespace;
  networks: CaipNetwork[];
}

/** The configured networks grouped by namespace, groups and networks in configuration order (the Networks view). */
export const selectNetworksByNamespace = createSelector([(state: LatchState) => state.networks.networks], (networks): NamespaceNetworks[] => {
  const groups = new Map<ChainNamespace, CaipNetwork[]>();
  for (const network of networks) groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network]);
  return [...groups].map(([namespace, members]) => ({ namespace, networks: members }));
});
