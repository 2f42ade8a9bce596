// SPEC 9's ranking of a chain's RPC URLs. ethers' FallbackProvider has no equivalent (it weighs URLs
// by static priority and quorum, never by pings), hence this and fallbackTransport.ts.
import { FALLBACK_TRANSPORT } from './constants.js';

/** One ping: whether it answered in time, and how long it took. */
export interface Sample {
  ok: boolean;
  latencyMs: number;
}

/** The window a URL is judged on: its last `sampleCount` pings. */
export function addSample(samples: readonly Sample[], sample: Sample): Sample[] {
  return [...samples, sample].slice(-FALLBACK_TRANSPORT.sampleCount);
}

/**
 * stability × 0.7 + latency × 0.3, each from 0 to 1. Stability is the share of pings that answered.
 * Latency is measured against the ping timeout rather than the other URLs, so a URL's score never moves
 * because another one got slower; failed pings carry no latency, and a URL none of whose pings answered
 * scores 0.
 */
export function score(samples: readonly Sample[]): number {
  const answered = samples.filter((s) => s.ok);
  if (answered.length === 0) return 0;
  const { pingTimeoutMs, weights } = FALLBACK_TRANSPORT;
  const stability = answered.length / samples.length;
  const meanLatency = answered.reduce((sum, s) => sum + s.latencyMs, 0) / answered.length;
  const latency = 1 - Math.min(meanLatency, pingTimeoutMs) / pingTimeoutMs;
  return weights.stability * stability + weights.latency * latency;
}

/** Best first. Until every URL has been pinged, the given order (the dApp's own node first); ties keep it too. */
export function rank(urls: readonly string[], samples: ReadonlyMap<string, readonly Sample[]>): string[] {
  if (urls.some((url) => !samples.get(url)?.length)) return [...urls];
  const scores = new Map(urls.map((url) => [url, score(samples.get(url)!)]));
  return [...urls].sort((a, b) => scores.get(b)! - scores.get(a)!);
}
