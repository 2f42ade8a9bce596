import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../caip/namespaces.js';
import { DEFAULT_CONNECT_METHOD_ORDER, DEFAULT_CONNECTOR_TYPE_ORDER, DEFAULT_FEATURES, DEFAULT_WALLET_FEATURE_ORDER } from '../constants.js';

export type Features = { -readonly [K in keyof typeof DEFAULT_FEATURES]: boolean };
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number];
export type ConnectorTypeOrderItem = (typeof DEFAULT_CONNECTOR_TYPE_ORDER)[number];
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURE_ORDER)[number];

export interface DappMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** The dApp's configuration, as plain data. */
export interface OptionsState {
  projectId: string;
  metadata?: DappMetadata;
  features: Features;
  connectMethodsOrder: ConnectMethod[];
  connectorTypeOrder: ConnectorTypeOrderItem[];
  /** The account's wallet features in display order (SPEC 2). */
  walletFeaturesOrder: WalletFeature[];
  /** The namespaces an adapter was registered for. */
  adapterNamespaces: ChainNamespace[];
  manualWCControl: boolean;
  /** The modal is embedded in the page: closing it goes back to Account or Connect instead of hiding it. */
  embedded: boolean;
  /** Whether the person may switch networks from the modal (default true). */
  enableNetworkSwitch: boolean;
  /** Whether an account on a network that is not configured may stay there without being asked to switch. */
  allowUnsupportedChain: boolean;
}

export const defaultOptions = (): OptionsState => ({
  projectId: '',
  features: { ...DEFAULT_FEATURES },
  connectMethodsOrder: [...DEFAULT_CONNECT_METHOD_ORDER],
  connectorTypeOrder: [...DEFAULT_CONNECTOR_TYPE_ORDER],
  walletFeaturesOrder: [...DEFAULT_WALLET_FEATURE_ORDER],
  adapterNamespaces: [],
  manualWCControl: false,
  embedded: false,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
});

export const optionsSlice = createSlice({
  name: 'options',
  initialState: defaultOptions,
  reducers: {
    featuresSet(state, action: PayloadAction<Partial<Features>>) {
      Object.assign(state.features, action.payload);
    },
  },
});
