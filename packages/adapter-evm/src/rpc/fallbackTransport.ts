import type { Clock } from '@latch/core';
import type * as z from 'zod/mini';
import { backgroundClock } from './backgroundClock.js';
import { FALLBACK_IDLE_STOP_MS, FALLBACK_TRANSPORT, RPC_REQUEST_TIMEOUT_MS } from './constants.js';
import { postJsonRpc, quantitySchema, RpcTransportError } from './jsonRpc.js';
import { addSample, rank, type Sample } from './ranking.js';

export interface FallbackTransportOptions {
  /** In the order to try before any ping has answered. */
  urls: readonly string[];
  clock?: Clock;
  fetch?: typeof globalThis.fetch;
}

export interface FallbackTransport {
  /**
   * Asks the best-ranked URL, then the next on a network error, timeout or HTTP error status. A JSON-RPC
   * error is the node's answer and is thrown as it is. Starts pinging, which stops after
   * FALLBACK_IDLE_STOP_MS without a request.
   */
  request<T>(method: string, params: unknown[], schema: z.ZodMiniType<T>): Promise<T>;
  /** The URLs, best first. */
  ranking(): string[];
  /** One round of pings now, resolving once every URL has a new sample. */
  ping(): Promise<void>;
  /** Stops pinging until the next request. */
  stop(): void;
}

export function createFallbackTransport({ urls, clock = backgroundClock, fetch = (input, init) => globalThis.fetch(input, init) }: FallbackTransportOptions): FallbackTransport {
  const samples = new Map<string, Sample[]>();
  let pinging = false;
  let pingTimer: unknown;
  let idleTimer: unknown;
  const call = (url: string, method: string, params: unknown[], timeoutMs: number) => postJsonRpc(url, method, params, { timeoutMs, clock, fetch });

  async function sample(url: string): Promise<Sample> {
    const started = clock.now();
    const ok = await call(url, 'eth_blockNumber', [], FALLBACK_TRANSPORT.pingTimeoutMs).then(
      (result) => quantitySchema.safeParse(result).success,
      () => false,
    );
    return { ok, latencyMs: clock.now() - started };
  }

  async function ping() {
    // Recorded together, so the ranking never compares a URL's new sample with another's old one.
    const round = await Promise.all(urls.map(sample));
    urls.forEach((url, i) => samples.set(url, addSample(samples.get(url) ?? [], round[i]!)));
  }

  function tick() {
    void ping();
    pingTimer = clock.setTimeout(tick, FALLBACK_TRANSPORT.pingIntervalMs);
  }

  function stop() {
    pinging = false;
    clock.clearTimeout(pingTimer);
    clock.clearTimeout(idleTimer);
  }

  function keepPinging() {
    // With one URL there is no choice to rank.
    if (urls.length < 2) return;
    if (!pinging) {
      pinging = true;
      tick();
    }
    clock.clearTimeout(idleTimer);
    idleTimer = clock.setTimeout(stop, FALLBACK_IDLE_STOP_MS);
  }

  async function request<T>(method: string, params: unknown[], schema: z.ZodMiniType<T>): Promise<T> {
    keepPinging();
    let lastError: unknown;
    for (const url of rank(urls, samples)) {
      let result: unknown;
      try {
        result = await call(url, method, params, RPC_REQUEST_TIMEOUT_MS);
      } catch (error) {
        if (!(error instanceof RpcTransportError)) throw error;
        lastError = error;
        continue;
      }
      const parsed = schema.safeParse(result);
      if (!parsed.success) throw new Error(`${method} to ${url} answered a result of the wrong shape`);
      return parsed.data;
    }
    throw new RpcTransportError(`None of the ${urls.length} RPC URLs answered ${method}`, { cause: lastError });
  }

  return { request, ranking: () => rank(urls, samples), ping, stop };
}
