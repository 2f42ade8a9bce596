import { SDK_TYPE, SDK_VERSION } from './wire.js';
import { systemClock, type Clock } from '../clock/clock.js';
import { apiRequestTimedOut, requestAborted } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';
import type { Schema } from '../storage/storage.js';
import { ApiError, apiErrorBodySchema } from './errors.js';

/** How long a call to a service may take, answer read included, before it is abandoned. */
const API_TIMEOUT_MS = 30_000;

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
}

export interface ApiCall<T> {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  schema: Schema<T>;
  /** What a skipped call resolves with. */
  empty: T;
}

function urlOf(context: ApiContext, path: string, query: ApiCall<unknown>['query'] = {}): string {
  // SPEC 7 writes some paths with a leading slash and some without; both mean the same here.
  const url = new URL(`${context.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  const params = { projectId: context.projectId, st: context.sdkType ?? SDK_TYPE, sv: context.sdkVersion ?? SDK_VERSION, ...query };
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/**
 * One call to a Latch service, with what every call needs written once: project id, sdk type and
 * sdk version as query parameters (POSTs too); skipped with the empty result on an unsupported
 * network; abandoned after API_TIMEOUT_MS or when `signal` aborts; an ApiError with the HTTP status
 * on a non-2xx answer; the body parsed by the schema, a body of the wrong shape being an error,
 * never half-used.
 */
export async function apiRequest<T>(context: ApiContext, call: ApiCall<T>): Promise<T> {
  if (context.isNetworkSupported && !context.isNetworkSupported()) return call.empty;
  const { signal, clock = systemClock } = context;
  const controller = new AbortController();
  let timedOut = false;
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
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

async function answerOf<T>(context: ApiContext, call: ApiCall<T>, signal: AbortSignal): Promise<T> {
  const doFetch = context.fetch ?? globalThis.fetch;
  const response = await doFetch(urlOf(context, call.path, call.query), {
    method: call.method ?? 'GET',
    headers: call.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  // A body cut off by the abort reads as none: the abort, not the status, is what happened.
  signal.throwIfAborted();
  if (!response.ok) {
    const error = apiErrorBodySchema.safeParse(body);
    const message = error.success ? error.data.message : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, error.success ? error.data.reasons?.[0]?.description : undefined);
  }
  const parsed = call.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, `Unexpected response from ${call.path}`);
  return parsed.data;
}
