// Names on the wire between a dApp (the app side) and the embedded wallet page (the frame side).

/** Prefix of every request the app posts to the frame. */
export const APP_PREFIX = '@latch-app/';
/** Prefix of every message the frame posts to the app: replies and notifications. */
export const FRAME_PREFIX = '@latch-frame/';
/** Sent as the frame URL's `v` query parameter; the frame reports its own version in READY. */
export const FRAME_PROTOCOL_VERSION = '1';
/**
 * SPEC 9's 30 s: how long the app waits for the frame's answer to a timed request, and so how long
 * the frame lets its own calls (to the services, to a network's node) run before it answers with an
 * error. `@latch/core/api`'s REQUEST_TIMEOUT_MS, copied (no core import) and held equal by the wallet frame's tests.
 */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;

/** Every request the app may make (SPEC 3 and 4). Each has a `_SUCCESS` and an `_ERROR` reply. */
export const APP_REQUEST_TYPES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
  'ADD_PASSKEY',
  'CONNECT_PASSKEY',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SESSION_TOKEN',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
  'CANCEL_APPROVAL',
] as const;

export type AppRequestType = (typeof APP_REQUEST_TYPES)[number];

/** Messages the frame sends on its own, without an id. */
export const FRAME_NOTIFICATION_TYPES = ['READY', 'SESSION_UPDATE', 'APPROVAL_REQUESTED', 'APPROVAL_SETTLED'] as const;

export type FrameNotificationType = (typeof FRAME_NOTIFICATION_TYPES)[number];

/** `@latch-app/<T>`: the wire type of a request. */
export const requestType = <T extends AppRequestType>(type: T) => `${APP_PREFIX}${type}` as const;
/** `@latch-frame/<T>_SUCCESS`: the wire type of a request's success reply. */
export const successType = <T extends AppRequestType>(type: T) => `${FRAME_PREFIX}${type}_SUCCESS` as const;
/** `@latch-frame/<T>_ERROR`: the wire type of a request's error reply. */
export const errorType = <T extends AppRequestType>(type: T) => `${FRAME_PREFIX}${type}_ERROR` as const;
/** `@latch-frame/<N>`: the wire type of a notification. */
export const notificationType = <N extends FrameNotificationType>(type: N) => `${FRAME_PREFIX}${type}` as const;

export const isAppRequestType = (type: unknown): type is AppRequestType =>
  typeof type === 'string' && (APP_REQUEST_TYPES as readonly string[]).includes(type);

