// What crosses the wire between Latch's clients and its services besides the schemas, written once:
// the sdk type and version every call carries (SPEC 7), how long a call may take, and the server's
// message texts the client maps or shows (SPEC 8). The services and the wallet frame import them
// from `@latch/core/api`.

export const SDK_TYPE = 'latch';
export const SDK_VERSION = '4';

/**
 * How long a request may wait for its answer before it is abandoned: a call to the services, and
 * SPEC 9's 30 s for the frame's email, device, OTP and social requests (the frame package keeps its
 * own copy, tied to this one by a test of the wallet frame).
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The longest the services hold a long poll (a login's complete, a device's approval) before they
 * answer "not yet": under REQUEST_TIMEOUT_MS, so the answer always comes before the caller gives up.
 */
export const LONG_POLL_MAX_MS = 25_000;

/** SPEC 8's provider server messages: each maps to an alert on the client. */
export const UNAUTHORIZED_ORIGIN = 'Unauthorized: origin not allowed';
export const UNAUTHORIZED_INVALID_KEY = 'Unauthorized: invalid key';
export const JWT_NOT_YET_VALID = 'JWT validation error: JWT Token is not yet valid';

/** SPEC 8: a method outside SPEC 6's safe and unsafe lists. */
export const RPC_NOT_ALLOWED = 'Requested RPC call is not allowed';

/** SPEC 8 and 9: the email login throttle's answer. */
export const emailThrottledMessage = (seconds: number) => `Please try again after ${seconds} seconds`;
