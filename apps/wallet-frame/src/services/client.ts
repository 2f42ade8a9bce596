// The frame's HTTP client of the services: `@latch/core/api`'s apiRequest (projectId, st and sv on
// every call, JSON in and out, every answer parsed with zod, no call longer than its 30 s), with
// what the frame adds: no cookies and no cache; every auth call proves the device key (proof.ts),
// and a session token travels as `Authorization: DPoP …`, so the services take neither a code nor
// a token without that proof; and its own error, a ServicesError whose message is the services'
// own `message` (SPEC 8's texts such as "Please try again after N seconds" come from there), and
// whose `words` are what a person reads of it in their locale (servicesWords.ts).
import type * as z from 'zod/mini';
import { ApiError, apiRequest, type ApiMethod } from '@latch/core/api';
import type { ProofSigner } from './proof.js';
import { servicesWords, type ServicesWords } from './servicesWords.js';

export const UNREACHABLE = 'Could not reach the wallet services: try again later';
export const BAD_ANSWER = 'The wallet services answered something unexpected';

export class ServicesError extends Error {
  override readonly name = 'ServicesError';
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
    readonly reasons: readonly string[] = [],
    /** The answer's `Retry-After`, in milliseconds, when it gave one. */
    readonly retryAfterMs?: number,
    /** The whole answer, for a refusal that says more than why (a social login's VERIFY_LINK): parse it before use. */
    readonly body?: unknown,
    /** What a person reads of it: the frame's message for the services' id, else `message`. */
    readonly words: ServicesWords = message,
  ) {
    super(message);
  }
}

export interface ServicesClientOptions {
  baseUrl: string;
  projectId: string;
  sdkType?: string;
  sdkVersion?: string;
  /** `globalThis.fetch` unless set (tests add the Origin header a browser would). */
  fetch?: typeof fetch;
  /** Signs the proof of the device key that every `/auth/` call carries (proof.ts). */
  proof?: ProofSigner;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as `Authorization: DPoP …`: the services' session token, never leaving the frame, worthless without the proof. */
  token?: string;
  query?: Record<string, string>;
  /** Ends the call early (a social login's long poll that a newer login replaced). */
  signal?: AbortSignal;
}

/** The frame's error for what apiRequest threw: the services' refusal in their words, or the answer that never came or made no sense. */
function servicesError(error: unknown): unknown {
  if (error instanceof ApiError) {
    const { status, answer } = error;
    if (status >= 200 && status < 300) return new ServicesError(BAD_ANSWER, status);
    if (!answer.errorBody) return new ServicesError(`${BAD_ANSWER} (HTTP ${status})`, status);
    const { errorBody } = answer;
    return new ServicesError(errorBody.message, status, errorBody.reasons?.map((reason) => reason.description), answer.retryAfterMs, answer.json, servicesWords(errorBody));
  }
  // A call that timed out or was aborted while no answer had come ends with the fetch's own failure as its cause.
  if (error instanceof Error && error.cause instanceof ServicesError) return error.cause;
  return error;
}

export class ServicesClient {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: ServicesClientOptions) {
    const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#fetch = (input, init) =>
      fetch(input, init).catch(() => {
        throw new ServicesError(UNREACHABLE, 0);
      });
  }

  get projectId(): string {
    return this.options.projectId;
  }

  async call<S extends z.ZodMiniType>(method: ApiMethod, path: string, schema: S, { body, token, query, signal }: CallOptions = {}): Promise<z.infer<S>> {
    const { baseUrl, projectId, sdkType, sdkVersion, proof } = this.options;
    const headers = async (request: { method: ApiMethod; url: string }) => ({
      ...(token !== undefined && { authorization: `DPoP ${token}` }),
      ...(proof && path.startsWith('/auth/') && { dpop: await proof(request.method, request.url, token) }),
    });
    const context = { baseUrl, projectId, sdkType, sdkVersion, fetch: this.#fetch, signal, requestInit: { credentials: 'omit', cache: 'no-store' } as const };
    try {
      return await apiRequest(context, { method, path, query, body, schema, headers });
    } catch (error) {
      throw servicesError(error);
    }
  }
}
