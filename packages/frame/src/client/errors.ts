// The one error type the app-side client rejects with. `kind` says what went wrong, so the
// app can pick the right alert (SPEC 8) without reading messages.

/**
 * - `load`: the frame did not report READY in time (SPEC 9: 20 s).
 * - `timeout`: the frame did not answer a request in time (SPEC 9: 30 s for email, device, OTP and social).
 * - `aborted`: the caller's AbortSignal fired.
 * - `frame`: the frame answered with an `_ERROR` reply; the message is the frame's.
 * - `destroyed`: the client was destroyed while the request was waiting.
 * - `reloaded`: the frame's page loaded again (READY a second time) after the request was posted to
 *   the page before it, which can no longer answer.
 */
export type FrameErrorKind = 'load' | 'timeout' | 'aborted' | 'frame' | 'destroyed' | 'reloaded';

/** The messages of the client's own errors; `frame` errors carry the frame's message instead. */
export const FRAME_ERROR_MESSAGES = {
  load: 'Network Error - Could not load embedded wallet',
  timeout: 'Embedded Wallet Request Timed Out',
  aborted: 'Request was aborted',
  destroyed: 'The embedded wallet frame was closed',
  reloaded: 'The embedded wallet reloaded before it answered: try again',
} as const satisfies Record<Exclude<FrameErrorKind, 'frame'>, string>;

export class FrameError extends Error {
  override name = 'FrameError';
  readonly kind: FrameErrorKind;
  /** The request type (e.g. `CONNECT_EMAIL`) the error answers, when it answers one. */
  readonly requestType?: string;
  /** The id the request went to the frame with, when the error ends one that had an id. */
  readonly requestId?: string;

  constructor(kind: FrameErrorKind, message: string, options: { requestType?: string; requestId?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    if (options.requestType !== undefined) this.requestType = options.requestType;
    if (options.requestId !== undefined) this.requestId = options.requestId;
  }
}

/** A client error of `kind` with its catalogue message. */
export const frameError = (kind: Exclude<FrameErrorKind, 'frame'>, requestType?: string, requestId?: string): FrameError =>
  new FrameError(kind, FRAME_ERROR_MESSAGES[kind], { ...(requestType === undefined ? {} : { requestType }), ...(requestId === undefined ? {} : { requestId }) });
