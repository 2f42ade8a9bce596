// The services' Prometheus series, in a registry of their own per services instance (never
// prom-client's global one), so that several instances in one process count apart. In a cluster
// the primary sums the workers' (clusterMetrics.ts): counters and histograms by default, and each
// gauge says `aggregator: 'sum'`, as what it counts (polls held, sends under way, pool
// connections) is the cluster's total when added up.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sendQueueDepths } from '../chain/sendQueue.js';
import type { Db } from '../db/db.js';

/** Seconds; from a cached read (~1 ms) to a long poll held its full 25 s. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type LoginMethod = 'email' | 'social' | 'farcaster' | 'passkey';
export type ChainUpstream = 'node' | 'bundler';

/** A status as the series label it: 2xx, 3xx, 4xx or 5xx. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export class ServicesMetrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({ name: 'latch_http_requests_total', help: 'Requests answered, by method, route pattern and status class', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  readonly #errors = new Counter({ name: 'latch_http_errors_total', help: 'Requests answered 4xx or 5xx, by method, route pattern and status class', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  readonly #latency = new Histogram({ name: 'latch_http_request_duration_seconds', help: 'Time from a request reaching the app to its answer, by method and route pattern', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly #refusals = new Counter({ name: 'latch_rate_limit_refusals_total', help: 'Requests refused 429 by the per-client and per-project write limits, by area', labelNames: ['area'], registers: [this.registry] });
  readonly #poolRefusals = new Counter({ name: 'latch_db_pool_refusals_total', help: 'Requests refused 503 because too many database round trips waited for a pool connection', registers: [this.registry] });
  readonly #logins = new Counter({ name: 'latch_logins_total', help: 'Logins finished, by method and outcome', labelNames: ['method', 'outcome'], registers: [this.registry] });
  readonly #longPolls = new Gauge({ name: 'latch_long_polls_open', help: 'Long polls being held', aggregator: 'sum', registers: [this.registry] });
  readonly #rpcLatency = new Histogram({ name: 'latch_chain_rpc_duration_seconds', help: "Time of the services' own calls to a chain's node or bundler, by chain", labelNames: ['chain', 'upstream'], buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly #rpcErrors = new Counter({ name: 'latch_chain_rpc_errors_total', help: "Calls to a chain's node or bundler that failed (no answer, or not 2xx), by chain", labelNames: ['chain', 'upstream'], registers: [this.registry] });

  constructor(db?: Db) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'latch_send_queue_depth',
      help: "Sends from a shared key (onramp treasury, faucet) this process has under way, by chain",
      labelNames: ['chain'],
      aggregator: 'sum',
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [chain, depth] of sendQueueDepths()) this.set({ chain }, depth);
      },
    });
    const pool = db?.poolStats;
    if (!pool) return;
    new Gauge({
      name: 'latch_db_pool_connections',
      help: 'Database pool connections in use and idle, and queries waiting for one',
      labelNames: ['state'],
      aggregator: 'sum',
      registers: [this.registry],
      collect() {
        const { total, idle, waiting } = pool();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: statusClass(status) };
    this.#requests.inc(labels);
    if (status >= 400) this.#errors.inc(labels);
    this.#latency.observe({ method, route }, seconds);
  }

  rateLimited(area: string): void {
    this.#refusals.inc({ area });
  }

  poolRefused(): void {
    this.#poolRefusals.inc();
  }

  login(method: LoginMethod, outcome: 'success' | 'failure'): void {
    this.#logins.inc({ method, outcome });
  }

  /** A long poll is held: call the returned function once it answers. */
  longPollOpened(): () => void {
    this.#longPolls.inc();
    return () => this.#longPolls.dec();
  }

  /** Times `call` to `chain`'s `upstream`, counting it as an error when it throws or `failed` says so of its result. */
  async chainCall<T>(chain: string, upstream: ChainUpstream, call: () => Promise<T>, failed: (result: T) => boolean = () => false): Promise<T> {
    const stop = this.#rpcLatency.startTimer({ chain, upstream });
    try {
      const result = await call();
      if (failed(result)) this.#rpcErrors.inc({ chain, upstream });
      return result;
    } catch (error) {
      this.#rpcErrors.inc({ chain, upstream });
      throw error;
    } finally {
      stop();
    }
  }

  /** A send joined `chain`'s queue: call the returned function once it is done. */
}
