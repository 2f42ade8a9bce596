import type { Clock } from '@latch/core';
import type { FetchGetUrlFunc, JsonRpcProvider } from '../ethers.js';
import type { Ethers } from '../loadEthers.js';
import { backgroundClock } from './backgroundClock.js';
import { FALLBACK_IDLE_STOP_MS, FALLBACK_TRANSPORT, RPC_REQUEST_TIMEOUT_MS } from './constants.js';
import { addSample, rank, type Sample } from './ranking.js';
import { createRpcProvider } from './rpcProvider.js';
import { isTransportFailure, RpcTransportError } from './transportErrors.js';

export interface FallbackTransportOptions {
  ethers: Ethers;
  /** In the order to try before any ping has answered. */
  urls: readonly string[];
  chainId: number;
  clock?: Clock;
  getUrl?: FetchGetUrlFunc;
}

export interface FallbackTransport {
  /**
   * Runs `call` (one ethers call) on the best-ranked URL's provider, then on the next one's after a
   * network error, timeout, HTTP error status or an answer that is not JSON-RPC. A JSON-RPC error is
   * the node's answer and is thrown as ethers raised it. Starts pinging, which stops after
   * FALLBACK_IDLE_STOP_MS without a call.
   */
  run<T>(call: (provider: JsonRpcProvider) => Promise<T>): Promise<T>;
  /** The URLs, best first. */
  ranking(): string[];
  /** One round of pings now, resolving once every URL has a new sample. */
  ping(): Promise<void>;
  /** Stops pinging until the next call. */
  stop(): void;
}

/**
 * SPEC 9's fallback transport over ethers JsonRpcProviders, one per URL (and one more with the short
 * ping timeout). Not ethers' FallbackProvider: that one asks several URLs and compares their answers
 * by quorum and static weights, and cannot rank URLs by pinging them on a schedule and scoring
 * 0.7 × stability + 0.3 × latency over the last 10 pings, nor stop pinging when the page is idle.
 */
export function createFallbackTransport({ ethers, urls, chainId, clock = backgroundClock, getUrl }: FallbackTransportOptions): FallbackTransport {
  const providers = (timeoutMs: number) => new Map(urls.map((url) => [url, createRpcProvider(ethers, { url, chainId, timeoutMs, getUrl })]));
  const readers = providers(RPC_REQUEST_TIMEOUT_MS);
  const pingers = providers(FALLBACK_TRANSPORT.pingTimeoutMs);
  const samples = new Map<string, Sample[]>();
  let pinging = false;
  let pingTimer: unknown;
  let idleTimer: unknown;

  async function sample(url: string): Promise<Sample> {
    const started = clock.now();
    const ok = await pingers.get(url)!.getBlockNumber().then(
      () => true,
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

  async function run<T>(call: (provider: JsonRpcProvider) => Promise<T>): Promise<T> {
    keepPinging();
    let lastFailure: unknown;
    for (const url of rank(urls, samples)) {
      try {
        return await call(readers.get(url)!);
      } catch (error) {
        if (!isTransportFailure(ethers, error)) throw error;
        lastFailure = error;
      }
    }
    throw new RpcTransportError(`None of the ${urls.length} RPC URLs answered`, { cause: lastFailure });
  }

  return { run, ranking: () => rank(urls, samples), ping, stop };
}
