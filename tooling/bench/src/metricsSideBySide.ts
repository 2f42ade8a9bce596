// The services' own figures for the combined load run, read from their metrics endpoint (issue 33,
// point 2; the cluster's primary serves every worker's series summed) and printed beside the
// generator's. The endpoint is scraped once every warmup is answered and once every counted request
// is (load.ts loadTogether), so the difference of the two scrapes is the counted run: its request
// counts must agree with the generator's within 5 %. Its latencies are the services' own (from a
// request reaching the app to its answer, without the kernel's queue or the generator's wait) and
// read from the histogram's buckets (histogramQuantile.ts): a bound, not a match for the
// generator's percentiles.
import { parseMetricsText, sampleSum, type MetricSample } from '@latch/services';
import { z } from 'zod';
import { histogramQuantile } from './histogramQuantile.js';
import type { LoadResult, ServicesRoute } from './load.js';
import type { Row } from './rows.js';

/** How far the services' count of a route's requests may be from the generator's. */
export const METRICS_AGREEMENT = 0.05;

const REQUESTS = 'latch_http_requests_total';
const ERRORS = 'latch_http_errors_total';
const LATENCY = 'latch_http_request_duration_seconds';
/** The services' own calls to chain nodes and bundlers, by chain and upstream. */
const CHAIN_CALLS = 'latch_chain_rpc_duration_seconds';
/** Requests a busy pool refused (503): every route's together. */
const POOL_REFUSALS = 'latch_db_pool_refusals_total';

/** One scrape of the endpoint, to diff against a later one. */
export type MetricsScrape = MetricSample[];

/** One route's figures as the services counted them over the run. */
export interface RouteMetrics {
  route: ServicesRoute;
  requests: number;
  errors: number;
  /** The 5xx answers, which the generator counts as its 503s (refused). */
  serverErrors: number;
  p50Ms: number;
  p99Ms: number;
}

export async function scrapeMetrics(metricsUrl: string): Promise<MetricsScrape> {
  const response = await fetch(metricsUrl);
  const text = await response.text();
  if (!response.ok) throw new Error(`the services' metrics endpoint answered ${response.status}: ${text.slice(0, 200)}`);
  return parseMetricsText(text);
}

const leSchema = z.union([z.literal('+Inf').transform(() => Infinity), z.coerce.number()]);

/** How much the series `name` with `labels` moved between the scrapes. */
const movedBy = (before: MetricsScrape, after: MetricsScrape, name: string, labels: Record<string, string>) => sampleSum(after, name, labels) - sampleSum(before, name, labels);

/** The p50 and p99 in ms of the histogram `name`'s observations with `labels` between the scrapes. */
function histogramMs(before: MetricsScrape, after: MetricsScrape, name: string, labels: Record<string, string>): { p50Ms: number; p99Ms: number } {
  const bucket = `${name}_bucket`;
  const matches = (sample: MetricSample) => sample.name === bucket && Object.entries(labels).every(([key, value]) => sample.labels[key] === value);
  const bounds = new Set(after.filter(matches).map((sample) => sample.labels.le!));
  const buckets = [...bounds].map((le) => ({ le: leSchema.parse(le), count: movedBy(before, after, bucket, { ...labels, le }) }));
  return { p50Ms: histogramQuantile(0.5, buckets) * 1000, p99Ms: histogramQuantile(0.99, buckets) * 1000 };
}

/** `route`'s figures between the scrapes `before` and `after`. */
function routeFigures(before: MetricsScrape, after: MetricsScrape, route: ServicesRoute): RouteMetrics {
  const labels = { method: route.method, route: route.path };
  const moved = (name: string, more: Record<string, string> = {}) => movedBy(before, after, name, { ...labels, ...more });
  return { route, requests: moved(REQUESTS), errors: moved(ERRORS), serverErrors: moved(ERRORS, { status: '5xx' }), ...histogramMs(before, after, LATENCY, labels) };
}

/** The services' calls to one chain's node or bundler over the run, as they timed them. */
export interface ChainCallMetrics {
  chain: string;
  upstream: string;
  calls: number;
  p50Ms: number;
  p99Ms: number;
}

/** Each chain's calls between the scrapes: what of a route's time went waiting on a node. */
export function chainCallMetrics(before: MetricsScrape, after: MetricsScrape): ChainCallMetrics[] {
  const series = new Map(after.filter((sample) => sample.name === `${CHAIN_CALLS}_count`).map(({ labels }) => [`${labels.chain} ${labels.upstream}`, { chain: labels.chain!, upstream: labels.upstream! }]));
  return [...series.values()]
    .map((labels) => ({ ...labels, calls: movedBy(before, after, `${CHAIN_CALLS}_count`, labels), ...histogramMs(before, after, CHAIN_CALLS, labels) }))
    .filter(({ calls }) => calls > 0);
}

const keyOf = ({ method, path }: ServicesRoute) => `${method} ${path}`;

/** The generator's results grouped by the services' route (both balance reads are one). */
function byRoute(results: readonly LoadResult[]): Map<string, LoadResult[]> {
  const groups = new Map<string, LoadResult[]>();
  for (const result of results) groups.set(keyOf(result.route), [...(groups.get(keyOf(result.route)) ?? []), result]);
  return groups;
}

/** Each loaded route's figures between two scrapes. */
export function routeMetrics(before: MetricsScrape, after: MetricsScrape, results: readonly LoadResult[]): RouteMetrics[] {
  return [...byRoute(results).values()].map(([first]) => routeFigures(before, after, first!.route));
}

/** How far apart the two counts of a route are, as a share of the generator's. */
const apart = (counted: number, sent: number) => (sent === 0 ? (counted === 0 ? 0 : Infinity) : Math.abs(counted - sent) / sent);

const ms = (value: number) => (Number.isNaN(value) ? 'none' : `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`);
const total = (results: readonly LoadResult[], pick: (result: LoadResult) => number) => results.reduce((sum, result) => sum + pick(result), 0);

/** How many requests the services' busy pool refused between the scrapes. */
export const poolRefusals = (before: MetricsScrape, after: MetricsScrape) => sampleSum(after, POOL_REFUSALS) - sampleSum(before, POOL_REFUSALS);

/** The services' figures beside the generator's, a line per route, then the busy pool's refusals beside the generator's 503s. */
export function describeSideBySide(results: readonly LoadResult[], metrics: readonly RouteMetrics[], refusedByPool: number): string[] {
  const groups = byRoute(results);
  return [
    "  the services' metrics endpoint over the same counted part (its primary's sum over the workers), beside the generator's counts; latency inside the services, from the histogram's buckets:",
    ...metrics.map(({ route, requests, errors, serverErrors, p50Ms, p99Ms }) => {
      const sent = groups.get(keyOf(route)) ?? [];
      const endpoints = sent.length > 1 ? ` (${sent.map((result) => result.endpoint).join(' and ')})` : '';
      const requestsSent = total(sent, (result) => result.requests);
      return `    ${keyOf(route)}${endpoints}: ${requests} requests (generator ${requestsSent}, ${(apart(requests, requestsSent) * 100).toFixed(1)} % apart), ${errors} answered 4xx/5xx of which ${serverErrors} 5xx (generator's errors ${total(sent, (result) => result.errors)}, of which ${total(sent, (result) => result.refused)} 503), p50 ${ms(p50Ms)}, p99 ${ms(p99Ms)}`;
    }),
    `    refused by a busy database pool (${POOL_REFUSALS}): ${refusedByPool} (generator's 503s, every route: ${total(results, (result) => result.refused)})`,
  ];
}

/** The services' waits on the chains' nodes, a line per chain and upstream. */
export const describeChainCalls = (calls: readonly ChainCallMetrics[]) =>
  calls.map(({ chain, upstream, calls: count, p50Ms, p99Ms }) => `    calls to the ${upstream} of ${chain} (${CHAIN_CALLS}): ${count}, p50 ${ms(p50Ms)}, p99 ${ms(p99Ms)}`);

/** The row the two counts must pass: every route's within METRICS_AGREEMENT, the worst one shown. */
export function sideBySideRow(results: readonly LoadResult[], metrics: readonly RouteMetrics[]): Row {
  const groups = byRoute(results);
  const gaps = metrics.map((figures) => ({ figures, sent: total(groups.get(keyOf(figures.route)) ?? [], (result) => result.requests) }));
  const worst = gaps.sort((a, b) => apart(b.figures.requests, b.sent) - apart(a.figures.requests, a.sent))[0];
  const gap = worst ? apart(worst.figures.requests, worst.sent) : Infinity;
  return {
    what: "requests the services' metrics counted vs sent, all at once, worst route",
    value: worst ? `${(gap * 100).toFixed(1)} % (${worst.figures.requests} of ${worst.sent}, ${keyOf(worst.figures.route)})` : 'no metrics',
    budget: `${METRICS_AGREEMENT * 100} %`,
    ok: gap <= METRICS_AGREEMENT,
  };
}
