// The frame's HTTP client of the services: every call carries projectId, st and sv (wire
// conventions of ARCHITECTURE.md), JSON in, JSON out, and every answer is parsed with zod. A
// non-2xx answer becomes a ServicesError whose message is the services' own `message` (SPEC 8's
// texts such as "Please try again after N seconds" come from there). Every auth call carries a
// proof of the device key (proof.ts), and a session token travels as `Authorization: DPoP …`:
// the services take neither a code nor a token without that proof. No call waits more than 30 s.
import type * as z from 'zod/mini';
import { SDK_TYPE, SDK_VERSION } from '@latch/core/api';
import { FRAME_REQUEST_TIMEOUT_MS } from '@latch/frame/host';
import type { ProofSigner } from './proof.js';
import { errorBodySchema } from './schemas.js';

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
  ) {
    super(message);
  }
}

/** `Retry-After` in whole seconds, as the services send it; undefined when absent or not a number. */
const retryAfterMs = (header: string | null) => (header !== null && /^\d{1,9}$/.test(header) ? Number(header) * 1000 : undefined);

export interface ServicesClientOptions {
  baseUrl: string;
  projectId: string;
  sdkType?: string;
  sdkVersion?: string;
  /** `globalThis.fetch` unless set (tests add the Origin header a browser would). */
  fetch?: typeof fetch;
  /** Signs the proof of the device key that every `/auth/` call carries (proof.ts). */
  proof?: ProofSigner;
  /** How long a call may wait for its answer: SPEC 9's 30 s (FRAME_REQUEST_TIMEOUT_MS) unless set. */
  timeoutMs?: number;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as `Authorization: DPoP …`: the services' session token, never leaving the frame, worthless without the proof. */
  token?: string;
  query?: Record<string, string>;
  /** Ends the call early (a social login's long poll that a newer login replaced). */
  signal?: AbortSignal;
}

export class ServicesClient {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: ServicesClientOptions) {
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  get projectId(): string {
    return this.options.projectId;
  }

  url(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.options.baseUrl}/`);
    const params = { projectId: this.options.projectId, st: this.options.sdkType ?? SDK_TYPE, sv: this.options.sdkVersion ?? SDK_VERSION, ...query };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }

  async call<S extends z.ZodMiniType>(method: 'GET' | 'POST' | 'PUT', path: string, schema: S, { body, token, query, signal }: CallOptions = {}): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== undefined) headers.authorization = `DPoP ${token}`;
    const url = this.url(path, query);
    if (this.options.proof && path.startsWith('/auth/')) headers.dpop = await this.options.proof(method, url, token);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs ?? FRAME_REQUEST_TIMEOUT_MS);
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop);
    let response: Response;
    let json: unknown;
    try {
      try {
        response = await this.#fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'omit',
          cache: 'no-store',
          signal: controller.signal,
        });
      } catch {
        throw new ServicesError(UNREACHABLE, 0);
      }
      try {
        const text = await response.text();
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
    if (!response.ok) {
      const error = errorBodySchema.safeParse(json);
      if (!error.success) throw new ServicesError(`${BAD_ANSWER} (HTTP ${response.status})`, response.status);
      throw new ServicesError(error.data.message, response.status, error.data.reasons?.map((reason) => reason.description), retryAfterMs(response.headers.get('retry-after')), json);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ServicesError(BAD_ANSWER, response.status);
    return parsed.data;
  }
}
