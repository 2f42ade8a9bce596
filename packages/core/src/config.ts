import type { ChainAdapter } from './adapter/types.js';
import type { CaipNetwork } from './caip/network.js';
import type { Clock } from './clock/clock.js';
import type { ConnectMethod, ConnectorTypeOrderItem, DappMetadata, Features, MessageOverrides, WalletFeature } from './features/options/optionsSlice.js';
import type { ThemeMode } from './features/options/themeSlice.js';
import type { LogLevel } from './logger/logger.js';
import type { SiwxConfig } from './siwx/types.js';
import type { LatchStorage } from './storage/storage.js';
import type { ApiUrls, Platform } from './store/extra.js';

/** What a dApp passes to `createLatch`. */
export interface LatchConfig {
  /** The project id: the services' and WalletConnect's. The adapters get it from here (`ChainAdapter.init`), not as options of their own. */
  projectId: string;
  /**
   * The networks the dApp supports (`@latch/core/chains` defines SPEC 9's); the first is the default unless `defaultNetwork`
   * says otherwise. Without networks or a default, the instance opens on SPEC 9's default chain, Ethereum (`eip155:1`).
   */
  networks?: readonly CaipNetwork[];
  defaultNetwork?: CaipNetwork;
  /** One adapter per chain namespace; each is handed an `AdapterContext` once (`ChainAdapter.init`): this config's project id, metadata, networks, features and log level, the instance's clock and destroy signal, and what namespaces share. */
  adapters?: readonly ChainAdapter[];
  /** How the dApp presents itself: to wallets over WalletConnect, in the embedded wallet's approvals. */
  metadata?: DappMetadata;
  features?: Partial<Features>;
  connectMethodsOrder?: ConnectMethod[];
  connectorTypeOrder?: ConnectorTypeOrderItem[];
  walletFeaturesOrder?: WalletFeature[];
  /** The dApp drives WalletConnect itself (SPEC 2 opening rule). */
  manualWCControl?: boolean;
  /** The modal lives in the page: closing returns to Account or Connect instead of hiding it. */
  embedded?: boolean;
  /** Wallets shown first, in this order (the listing's ids). */
  featuredWalletIds?: string[];
  /** Only these wallets are listed. */
  includeWalletIds?: string[];
  /** These wallets are never listed. */
  excludeWalletIds?: string[];
  /** Whether the person may switch networks from the modal (default true). */
  enableNetworkSwitch?: boolean;
  /** Whether an account may stay on a network that is not configured without being asked to switch. */
  allowUnsupportedChain?: boolean;
  /** The dApp's terms: linked beside the legal checkbox (`features.legalCheckbox`), an http or https URL. */
  termsConditionsUrl?: string;
  /** The dApp's privacy policy: linked beside the legal checkbox, an http or https URL. */
  privacyPolicyUrl?: string;
  /** EIP-155 chain ids where swaps are offered, in place of SPEC 9's list: a local chain whose services have a DEX, say. */
  swapChainIds?: number[];
  /** Sign-in with a wallet signature (SIWX). */
  siwx?: SiwxConfig;
  /** The older name of `siwx`; setting both is an error. */
  siweConfig?: SiwxConfig;
  /** Light, dark, or the system's (the default). The look's overrides are `@latch/ui`'s: `<LatchProvider theme>`. */
  themeMode?: ThemeMode;
  /** The UI's language as a BCP 47 tag ('fr', 'ar-EG'); English when unset. Numbers and dates follow it too. */
  locale?: string;
  /** Single messages in the dApp's own words, by message id (`{ 'connect.title': 'Sign in' }`): they win over every locale. */
  messages?: MessageOverrides;
  /** Base URLs of the Wallet API, the Blockchain API and analytics; without them the API layer is off. */
  apiUrls?: ApiUrls;
  storage?: LatchStorage;
  clock?: Clock;
  platform?: Platform;
  /** How much Latch writes to the console: 'silent', 'error' (the default, SPEC 9), 'warn', 'info' or 'debug'. */
  logLevel?: LogLevel;
}
