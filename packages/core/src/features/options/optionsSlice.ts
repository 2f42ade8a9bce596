import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NamespaceRules } from '../../adapter/types.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { DEFAULT_CONNECT_METHOD_ORDER, DEFAULT_CONNECTOR_TYPE_ORDER, DEFAULT_FEATURES, DEFAULT_REMOTE_FEATURES, DEFAULT_WALLET_FEATURE_ORDER } from '../../constants.js';
import { settledActions } from '../../store/createLatchAsyncThunk.js';
import type { fetchRemoteFeatures } from './optionsRequests.js';

export type Features = { -readonly [K in keyof typeof DEFAULT_FEATURES]: boolean };
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number];
export type ConnectorTypeOrderItem = (typeof DEFAULT_CONNECTOR_TYPE_ORDER)[number];
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURE_ORDER)[number];

/** Features the Wallet API config switches (SPEC 9), with its defaults until it answers. */
export interface RemoteFeatures {
  swaps: string[];
  onramp: string[];
  email: boolean;
  socials: string[];
  activity: boolean;
  branding: boolean;
}

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
  /** What the adapter of each registered namespace declares of it: its address rule, what it sends. */
  namespaceRules: Partial<Record<ChainNamespace, NamespaceRules>>;
  manualWCControl: boolean;
  /** The modal is embedded in the page: closing it goes back to Account or Connect instead of hiding it. */
  embedded: boolean;
  /** A Wallet API is configured, so the Connect view's listing rows will come. */
  walletListing: boolean;
  remoteFeatures: RemoteFeatures;
  /** True once the config endpoint answered (or failed, leaving the defaults). */
  remoteFeaturesLoaded: boolean;
  /** Wallets shown first, in this order (the listing's ids). */
  featuredWalletIds: string[];
  /** Only these wallets are listed, when set. */
  includeWalletIds: string[];
  /** These wallets are never listed. */
  excludeWalletIds: string[];
  /** Whether the person may switch networks from the modal (default true). */
  enableNetworkSwitch: boolean;
  /** Whether an account on a network that is not configured may stay there without being asked to switch. */
  allowUnsupportedChain: boolean;
  /** The dApp's terms and privacy policy, linked beside the legal checkbox. */
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  /** The person ticked the legal checkbox (`features.legalCheckbox`) in this page's life. */
  legalAccepted: boolean;
  /** EIP-155 chain ids where swaps are offered, replacing SPEC 9's list (e.g. a local chain with a DEX). */
  swapChainIds?: number[];
  /** The UI's language, a canonical BCP 47 tag ('en' unless the dApp says otherwise). */
  locale: string;
  /** The dApp's own wording of single messages, by message id: wins over every locale. */
  messages: MessageOverrides;
}

/** Message ids (`connect.title`, ...) and the text each one shows instead of the locale's. */
export type MessageOverrides = Readonly<Record<string, string>>;

export const defaultOptions = (): OptionsState => ({
  projectId: '',
  features: { ...DEFAULT_FEATURES },
  connectMethodsOrder: [...DEFAULT_CONNECT_METHOD_ORDER],
  connectorTypeOrder: [...DEFAULT_CONNECTOR_TYPE_ORDER],
  walletFeaturesOrder: [...DEFAULT_WALLET_FEATURE_ORDER],
  namespaceRules: {},
  manualWCControl: false,
  embedded: false,
  walletListing: false,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  remoteFeaturesLoaded: false,
  legalAccepted: false,
  locale: 'en',
  messages: {},
  remoteFeatures: {
    swaps: [...DEFAULT_REMOTE_FEATURES.swaps],
    onramp: [...DEFAULT_REMOTE_FEATURES.onramp],
    email: DEFAULT_REMOTE_FEATURES.email,
    socials: [...DEFAULT_REMOTE_FEATURES.socials],
    activity: DEFAULT_REMOTE_FEATURES.activity,
    branding: DEFAULT_REMOTE_FEATURES.branding,
  },
});

/** Read when the first modal opens (optionsRequests.ts, loaded then), answered here by name. */
export const REMOTE_FEATURES_READ = 'options/fetchRemoteFeatures';
const remoteFeaturesRead = settledActions<typeof fetchRemoteFeatures>(REMOTE_FEATURES_READ);

function setRemoteFeatures(state: OptionsState, action: PayloadAction<RemoteFeatures>) {
  state.remoteFeatures = action.payload;
  state.remoteFeaturesLoaded = true;
}

export const optionsSlice = createSlice({
  name: 'options',
  initialState: defaultOptions,
  reducers: {
    /** The remote features as the Wallet API said them (fetchRemoteFeatures). */
    remoteFeaturesSet: setRemoteFeatures,
    legalAcceptedSet(state, action: PayloadAction<boolean>) {
      state.legalAccepted = action.payload;
    },
    /** The locale, the overrides, or both (one reducer for the two: it ships in every page's entry). */
    languageSet(state, action: PayloadAction<{ locale?: string; messages?: MessageOverrides }>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(remoteFeaturesRead.fulfilled, setRemoteFeatures);
  },
});
