// Business constants of SPEC section 9 that the store uses.

export const SDK_VERSION = '4';
export const SDK_TYPE = 'latch';

export const MODAL_SHAKE_MS = 500;
export const MODAL_WIDTH_PX = 360;
export const DEFAULT_Z_INDEX = 999;

export const BALANCE_DISPLAY_DECIMALS = 3;
export const TOKEN_BALANCE_DISPLAY_DECIMALS = 2;

export const DEFAULT_CHAIN = 'eip155:1';

/** Connect methods in their default order (SPEC 2). */
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const;

/** Connector types in their default order (SPEC 2). */
export const DEFAULT_CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;

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

export const STORAGE_PREFIX = '@latch/';
