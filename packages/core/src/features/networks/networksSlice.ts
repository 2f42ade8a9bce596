import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { CaipNetwork, CaipNetworkId } from '../../caip/network.js';

export interface NetworksState {
  /** The configured networks, in configuration order. */
  networks: CaipNetwork[];
  activeNamespace: ChainNamespace;
  /** The active network of each namespace. */
  activeByNamespace: Partial<Record<ChainNamespace, CaipNetworkId>>;
  /** Set when a wallet reports a chain that is not configured; its CAIP-2 id. */
  unsupportedByNamespace: Partial<Record<ChainNamespace, string>>;
  /** True while a switch to a network of another namespace is under way (SPEC 4). */
  namespaceSwitching: boolean;
}

export function initialNetworksState(networks: CaipNetwork[], defaultNetwork: CaipNetwork): NetworksState {
  const activeByNamespace: NetworksState['activeByNamespace'] = {};
  for (const network of networks) activeByNamespace[network.chainNamespace] ??= network.caipNetworkId;
  activeByNamespace[defaultNetwork.chainNamespace] = defaultNetwork.caipNetworkId;
  return { networks, activeNamespace: defaultNetwork.chainNamespace, activeByNamespace, unsupportedByNamespace: {}, namespaceSwitching: false };
}

export const networksSlice = createSlice({
  name: 'networks',
  initialState: { networks: [], activeNamespace: 'eip155', activeByNamespace: {}, unsupportedByNamespace: {}, namespaceSwitching: false } as NetworksState,
  reducers: {
    /** The wallet is on a network: configured ones become active, others are marked unsupported. */
    chainReported(state, action: PayloadAction<{ namespace: ChainNamespace; chainId: string | number }>) {
      const { namespace, chainId } = action.payload;
      const caipNetworkId = `${namespace}:${chainId}` as CaipNetworkId;
      if (state.networks.some((n) => n.caipNetworkId === caipNetworkId)) {
        state.activeByNamespace[namespace] = caipNetworkId;
        delete state.unsupportedByNamespace[namespace];
      } else {
        state.unsupportedByNamespace[namespace] = caipNetworkId;
      }
    },
    /** Makes a configured network the active one, and its namespace the active namespace. */
    activeNetworkSet(state, action: PayloadAction<CaipNetworkId>) {
      const network = state.networks.find((n) => n.caipNetworkId === action.payload);
      if (!network) return;
      state.activeNamespace = network.chainNamespace;
      state.activeByNamespace[network.chainNamespace] = network.caipNetworkId;
    },
    /** The networks once start has settled them (startNetworks.ts): the default chain of an app that named none, icons resolved. */
    networksLoaded(state, { payload }: PayloadAction<CaipNetwork[]>) {
      state.networks = payload;
    },
    /** The person switched to a network of another namespace (SPEC 4): the switch runs until it settles; the send form resets on it. */
    namespaceSwitched(state, _action: PayloadAction<ChainNamespace>) {
      state.namespaceSwitching = true;
    },
    namespaceSwitchSettled(state) {
      state.namespaceSwitching = false;
    },
    activeNamespaceSet(state, action: PayloadAction<ChainNamespace>) {
      state.activeNamespace = action.payload;
    },
    networkReset(state, action: PayloadAction<ChainNamespace>) {
      delete state.unsupportedByNamespace[action.payload];
    },
  },
});

/** A switch the wallet refused or that could not be asked (SPEC 4: the router goes back on it). */
export const networkSwitchFailed = createAction<CaipNetworkId>('networks/switchFailed');
