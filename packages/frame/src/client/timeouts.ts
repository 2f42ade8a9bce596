// Time, injected: tests drive the 20 s load, 30 s request and 3 s sign-out limits with a
// manual clock instead of sleeping.
import type { AppRequestType } from '../protocol/constants.js';

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
}

/**
 * SPEC 9: 20 s to load, 30 s for email, device, OTP and social requests, 3 s for sign-out. The
 * device and OTP codes are typed into the frame itself, so CONNECT_DEVICE and CONNECT_OTP wait for
 * the person, as an approval does; the frame holds its own calls to the services to the 30 s.
 */
export const FRAME_TIMEOUTS: Readonly<FrameTimeouts> = Object.freeze({ load: 20_000, request: 30_000, signOut: 3_000 });

/** The requests that time out after `FRAME_TIMEOUTS.request`; the rest wait (an RPC approval or a code typed in the frame waits for the person). */
export const TIMED_REQUEST_TYPES: readonly AppRequestType[] = [
  'CONNECT_EMAIL',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_FARCASTER',
];

/** How long a request of `type` may wait for its reply: `override` if given, else SPEC 9's limit, else no limit. */
export function requestTimeout(type: AppRequestType, timeouts: FrameTimeouts, override?: number): number | undefined {
  if (override !== undefined) return override;
  return TIMED_REQUEST_TYPES.includes(type) ? timeouts.request : undefined;
}

export const systemClock: FrameClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
