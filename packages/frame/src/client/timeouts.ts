// Time, injected: tests drive the 20 s load, 30 s request, 5 min approval and 3 s sign-out limits
// with a manual clock instead of sleeping.
import { FRAME_REQUEST_TIMEOUT_MS, type AppRequestType } from '../protocol/constants.js';
import { isUnsafeRpcMethod } from '../protocol/rpcMethods.js';

export interface FrameClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface FrameTimeouts {
  /** From creating the iframe to its READY. */
  load: number;
  /** From posting an email or social request to its reply. */
  request: number;
  /** The longest sign-out waits, whatever happens. */
  signOut: number;
  /** From posting an RPC request the person approves in the frame (a signature, a transaction) to its reply. */
  approval: number;
}

/**
 * SPEC 9: 20 s to load, 30 s for email, device, OTP and social requests, 3 s for sign-out. The
 * device, OTP and email update codes are typed into the frame itself, and a social login starts from
 * the frame's own button and Farcaster's link shows on the frame's own screen, so CONNECT_DEVICE,
 * CONNECT_OTP, UPDATE_EMAIL_PRIMARY_OTP/SECONDARY_OTP, CONNECT_SOCIAL and CONNECT_FARCASTER wait for the person; the frame holds its own calls to the services to the 30 s. RPC requests end too: a
 * read after the 30 s, one the person approves after 5 minutes (WalletConnect's request expiry).
 */
export const FRAME_TIMEOUTS: Readonly<FrameTimeouts> = Object.freeze({ load: 20_000, request: FRAME_REQUEST_TIMEOUT_MS, signOut: 3_000, approval: 300_000 });

/** The requests that time out after `FRAME_TIMEOUTS.request`; the rest wait (an RPC approval or a code typed in the frame waits for the person). */
export const TIMED_REQUEST_TYPES: readonly AppRequestType[] = ['CONNECT_EMAIL', 'UPDATE_EMAIL'];

/** Whether a request waits for the person's approval in the frame: an RPC request of a method that signs or sends. */
export const needsApproval = (type: AppRequestType, payload: unknown): boolean =>
  type === 'RPC_REQUEST' && isUnsafeRpcMethod(String((payload as { method?: unknown } | undefined)?.method));

/** How long a request of `type` may wait for its reply: `override` if given, else its limit above, else no limit. */
export function requestTimeout(type: AppRequestType, payload: unknown, timeouts: FrameTimeouts, override?: number): number | undefined {
  if (override !== undefined) return override;
  if (type === 'RPC_REQUEST') return needsApproval(type, payload) ? timeouts.approval : timeouts.request;
  return TIMED_REQUEST_TYPES.includes(type) ? timeouts.request : undefined;
}

export const systemClock: FrameClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
