// Open-loop load on one endpoint: request i leaves at start + i/rate whether or not earlier ones
// have been answered, so a slow answer shows up as latency instead of lowering the offered rate
// (no coordinated omission). Latency runs from the scheduled send time to the last byte of the body.
import { setTimeout as sleep } from 'node:timers/promises';
import { send as sendHttp, type HttpRequest } from './httpSend.js';

/** A route as the services' metrics label it: the method and the matched pattern (`/v1/account/:address/balance`). */
export interface ServicesRoute {
  method: 'GET' | 'POST';
  path: string;
}

export interface Endpoint {
  name: string;
  /** The services' route it loads (metricsSideBySide.ts finds its series by it). */
  route: ServicesRoute;
  /** The request numbered `n`: numbers run on from the warmup into the counted load, so each is made once. */
  request(n: number): HttpRequest;
  /** Whether a 2xx body (its text) is a right answer to request `n`. */
  accepts(text: string, n: number): boolean;
}

/** The JSON value of `text`, or undefined when it is not JSON. */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A GET of one URL, the same each time. A body the same as the last one accepted is accepted
 * without parsing it again: parsing and checking a 40-wallet listing 500 times a second made the
 * generator's own garbage collection (pauses up to 78 ms) part of the measured tail. `path` is the
 * services' route pattern the URL matches (as their metrics label it).
 */
export function readEndpoint(name: string, path: string, url: string, headers: Record<string, string>, accepts: (body: unknown) => boolean): Endpoint {
  let lastAccepted: string | undefined;
  return {
    name,
    route: { method: 'GET', path },
    request: () => ({ url, headers }),
    accepts(text) {
      if (text === lastAccepted) return true;
      if (!accepts(jsonOf(text))) return false;
      lastAccepted = text;
      return true;
    },
  };
}

export interface LoadOptions {
  /** Requests per second. */
  rate: number;
  /** Seconds of counted load. */
  durationS: number;
  /** Seconds of load at the same rate before, not counted. */
  warmupS: number;
  timeoutMs: number;
  /** Requests per second in all when every route is loaded at once, shared evenly among them. */
  combinedRate: number;
}

export const LOAD_DEFAULTS: LoadOptions = { rate: 500, durationS: 30, warmupS: 2, timeoutMs: 10_000, combinedRate: 1000 };

export interface LoadResult {
  endpoint: string;
  route: ServicesRoute;
  requests: number;
  rate: number;
  /** Answers per second: the requests over the duration, or over the time to the last answer when that is longer. */
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx statuses, network errors and timeouts, and bodies the endpoint does not accept. */
  errors: number;
  /** Of the errors, the 503s: requests the services refused as busy (their pool's queue full) or unable to reach their database. */
  refused: number;
  firstError: string | undefined;
  /** How many of the slowest 1 % (at or past the p99) were sent in each second of the counted load: a tail that is one stretch of it shows here. */
  slowestBySecond: number[];
}

interface Outcome {
  /** When it was sent, from the start of its load, in ms. */
  sentAtMs: number;
  latencyMs: number;
  error: string | undefined;
  status?: number;
}

async function send(endpoint: Endpoint, n: number, scheduledAt: number, sentAtMs: number, timeoutMs: number): Promise<Outcome> {
  try {
    const { status, text } = await sendHttp(endpoint.request(n), timeoutMs);
    const latencyMs = performance.now() - scheduledAt;
    if (status < 200 || status > 299) return { sentAtMs, latencyMs, status, error: `status ${status}: ${text.slice(0, 200)}` };
    return { sentAtMs, latencyMs, error: endpoint.accepts(text, n) ? undefined : `unexpected body: ${text.slice(0, 200)}` };
  } catch (error) {
    return { sentAtMs, latencyMs: performance.now() - scheduledAt, error: error instanceof Error ? error.message : String(error) };
  }
}

async function fire(endpoint: Endpoint, first: number, rate: number, durationS: number, timeoutMs: number): Promise<{ outcomes: Outcome[]; elapsedMs: number }> {
  const count = Math.round(rate * durationS);
  const start = performance.now();
  const pending: Promise<Outcome>[] = [];
  for (let i = 0; i < count; i++) {
    const scheduledAt = start + (i * 1000) / rate;
    // A timer may fire up to a millisecond early; sleep again rather than send before the schedule.
    for (let wait = scheduledAt - performance.now(); wait > 0; wait = scheduledAt - performance.now()) await sleep(wait);
    pending.push(send(endpoint, first + i, scheduledAt, scheduledAt - start, timeoutMs));
  }
  const outcomes = await Promise.all(pending);
  return { outcomes, elapsedMs: performance.now() - start };
}

/** Nearest-rank percentile of ascending `sorted`. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

/**
 * Every one of `endpoints` at once, sharing `combinedRate` evenly; `counted` runs once every warmup
 * (they run together) is answered, and the counted loads start together after it: figures taken
 * there (a scrape of the services' metrics) hold no warmup request and miss no counted one.
 */
export function loadTogether(endpoints: readonly Endpoint[], options: LoadOptions, counted?: () => Promise<void>): Promise<LoadResult[]> {
  const each = { ...options, rate: options.combinedRate / endpoints.length };
  const warmed: (() => void)[] = [];
  const allWarm = Promise.all(endpoints.map(() => new Promise<void>((resolve) => warmed.push(resolve)))).then(() => counted?.());
  return Promise.all(
    endpoints.map((endpoint, i) =>
      loadEndpoint(endpoint, each, () => {
        warmed[i]!();
        return allWarm;
      }),
    ),
  );
}

/** `counted` runs between the warmup and the counted load (to start figures of its own there). */
export async function loadEndpoint(endpoint: Endpoint, options: LoadOptions = LOAD_DEFAULTS, counted?: () => Promise<void>): Promise<LoadResult> {
  const { rate, durationS, warmupS, timeoutMs } = options;
  const warmup = Math.round(rate * warmupS);
  if (warmup > 0) await fire(endpoint, 0, rate, warmupS, timeoutMs);
  await counted?.();
  const { outcomes, elapsedMs } = await fire(endpoint, warmup, rate, durationS, timeoutMs);
  const latencies = outcomes.map((outcome) => outcome.latencyMs).sort((a, b) => a - b);
  const failed = outcomes.filter((outcome) => outcome.error !== undefined);
  const p99Ms = percentile(latencies, 0.99);
  const slowestBySecond = Array.from({ length: Math.ceil(durationS) }, () => 0);
  for (const { sentAtMs, latencyMs } of outcomes) if (latencyMs >= p99Ms) slowestBySecond[Math.min(slowestBySecond.length - 1, Math.floor(sentAtMs / 1000))]! += 1;
  return {
    endpoint: endpoint.name,
    route: endpoint.route,
    requests: outcomes.length,
    rate,
    achievedRate: outcomes.length / Math.max(durationS, elapsedMs / 1000),
    p50Ms: percentile(latencies, 0.5),
    p99Ms,
    maxMs: latencies.at(-1) ?? 0,
    errors: failed.length,
    refused: failed.filter((outcome) => outcome.status === 503).length,
    firstError: failed[0]?.error,
    slowestBySecond,
  };
}
