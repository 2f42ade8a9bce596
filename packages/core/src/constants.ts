// Core's business constants: the numbers, lists and defaults of SPEC section 9 that core reads.
// Each is read by production code (constantsReaders.test.ts checks it); one nothing reads is
// deleted, not kept for the record. What the services and the wallet frame share with the client
// (the sdk type and version, the request time limit, the social providers) is written in
// `@latch/core/api`; an adapter's own RPC timings are in its rpc/constants.ts, the modal's sizes in
// ui's CSS (its animation durations reach that CSS from here).
import { DEFAULT_REMOTE_SOCIALS } from './api/socials.js';

export { SDK_TYPE, SDK_VERSION } from './api/wire.js';
export const STORAGE_PREFIX = '@latch/';
export const DEFAULT_CHAIN = 'eip155:1';

// Caches and timing, in milliseconds.
export const PORTFOLIO_CACHE_MS = 30_000;
export const ENS_NAME_CACHE_MS = 5 * 60_000;
export const IDENTITY_CACHE_MS = 5 * 60_000;
export const PAIRING_EXPIRY_MS = 4 * 60_000;
/** A pairing within this much of its expiry counts as expired. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;
export const BALANCE_RETRY_GAP_MS = 30_000;
export const SNACK_SWAP_DELAY_MS = 150;
export const MODAL_SHAKE_MS = 500;
/** The modal's animations (SPEC 9: 120, 150 and 150 ms): a snack leaving; the overlay, a snack or an alert fading in; the dialog rising. */
export const ANIMATION_DURATIONS_MS = { exit: 120, fade: 150, rise: 150 } as const;
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000;
export const FARCASTER_RELOAD_DELAY_MS = 100;
export const ERROR_TELEMETRY_PER_MINUTE = 5;

// Wallet lists.
export const RECENT_WALLETS_MAX = 2;
export const WALLETS_PAGE_SIZE = 40;
export const RECOMMENDED_WALLETS_COUNT = 4;
export const FEATURED_WALLETS_DEFAULT_COUNT = 4;
export const WALLET_SEARCH_RESULTS = 100;
export const WALLET_SEARCH_DEBOUNCE_MS = 300;
/** On mobile only wallets with a mobile link are listed, except these two (by rdns), which open by their own links. */
export const MOBILE_LINK_EXCEPTIONS = ['com.coinbase.wallet', 'app.phantom'] as const;

/** The fixed zone names are registered and suggested in: `alice` becomes `alice.latch.id`. */
export const NAME_ZONE = 'latch.id';

// Display and trading.
export const SLIPPAGE_TOLERANCE = 1;
export const BALANCE_DISPLAY_DECIMALS = 3;
export const TOKEN_BALANCE_DISPLAY_DECIMALS = 2;

// The modal.
export const DEFAULT_Z_INDEX = 999;

/** Connect methods in their default order (SPEC 2). */
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const;

/** Connector types in their default order (SPEC 2). */
export const DEFAULT_CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const;

/** Wallet features in their default order (SPEC 2). */
export const DEFAULT_WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;

/** Features on and off by default (SPEC 9). */
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
} as const;

/** Remote features when the config endpoint says nothing else (SPEC 9). */
export const DEFAULT_REMOTE_FEATURES = {
  swaps: ['1inch'],
  onramp: ['coinbase', 'meld'],
  email: true,
  socials: DEFAULT_REMOTE_SOCIALS,
  activity: true,
  branding: true,
} as const;
