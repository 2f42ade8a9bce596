import { REQUEST_TIMEOUT_MS } from './wire.js';
import { serviceUrl } from './serviceUrl.js';
import { systemClock, type Clock } from '../clock/clock.js';
import { apiRequestTimedOut, requestAborted } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';
import type { Schema } from '../storage/storage.js';
import { ApiError, apiErrorBodySchema } from './errors.js';

export interface ApiContext {
  baseUrl: string;
  projectId: string;
  sdkType?: string;
  sdkVersion?: string;
  /** Every call is skipped with the empty result while the active network is unsupported (SPEC 7). */
  isNetworkSupported?: () => boolean;
  fetch?: typeof fetch;
  /** Aborts the call, e.g. RTK Query's once the query is dropped. */
  signal?: AbortSignal;
  /** Times the call's limit; the system's by default. */
  clock?: Clock;
  /** How the browser treats cookies and its cache for these calls (the wallet frame sends neither); the fetch defaults unless set. */
  requestInit?: Pick<RequestInit, 'credentials' | 'cache'>;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT';

export interface ApiCall<T> {
  method?: ApiMethod;
  path: string;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  schema: Schema<T>;
  /** What the call resolves with while it is skipped (ApiContext.isNetworkSupported); a call without one is never skipped. */
  empty?: T;
  /** Headers of this call that depend on where it goes (a proof of the caller's key signs the method and URL); awaited before it is sent. */
  headers?: (request: { method: ApiMethod; url: string }) => Record<string, string> | Promise<Record<string, string>>;
}

/**
 * One call to a Latch service, with what every call needs written once: project id, sdk type and
 * sdk version as query parameters (POSTs too); skipped with the empty result on an unsupported
 * network; abandoned after REQUEST_TIMEOUT_MS or when `signal` aborts; an ApiError with the HTTP status
 * on a non-2xx answer; the body parsed by the schema, a body of the wrong shape being an error,
 * never half-used.
 */
export async function apiRequest<T>(context: ApiContext, call: ApiCall<T>): Promise<T> {
  if ('empty' in call && context.isNetworkSupported && !context.isNetworkSupported()) return call.empty as T;
  const { signal, clock = systemClock } = context;
  const controller = new AbortController();
  let timedOut = false;
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  try {
    return await answerOf(context, call, controller.signal);
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    throw new LatchError(timedOut ? apiRequestTimedOut : requestAborted, { details: call.path, cause: error });
  } finally {
    clock.clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** `Retry-After` in whole seconds, as the services send it; undefined when absent or not a number. */
const retryAfterMs = (header: string | null) => (header !== null && /^\d{1,9}$/.test(header) ? Number(header) * 1000 : undefined);

async function answerOf<T>(context: ApiContext, call: ApiCall<T>, signal: AbortSignal): Promise<T> {
  const doFetch = context.fetch ?? globalThis.fetch;
  const method = call.method ?? 'GET';
  const url = serviceUrl(context, call.path, call.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const response = await doFetch(url, {
    // The page's URL, its query included, is not the services' to have (a page may set a loose referrer policy).
    referrerPolicy: 'no-referrer',
    ...context.requestInit,
    method,
    headers: { ...headers, ...(await call.headers?.({ method, url })) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  // A body cut off by the abort reads as none: the abort, not the status, is what happened.
  signal.throwIfAborted();
  if (!response.ok) {
    const error = apiErrorBodySchema.safeParse(body);
    const answer = { json: body, retryAfterMs: retryAfterMs(response.headers.get('retry-after')), ...(error.success && { errorBody: error.data }) };
    const message = error.success ? error.data.message : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, error.success ? error.data.reasons?.[0]?.description : undefined, answer);
  }
  const parsed = call.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, `Unexpected response from ${call.path}`);
  return parsed.data;
}
