// The metrics of a cluster (cluster.ts) as one: the primary serves the endpoint, asks every worker
// over IPC for its registry's series at each scrape, and sums them with prom-client's
// AggregatorRegistry.aggregate (each series by its own `aggregator`: counters, histograms and the
// services' gauges summed; Node's process figures as prom-client marks them). Workers open no
// metrics port: through node:cluster they would share one, and each scrape would reach one worker.
// prom-client's own clusterMetrics() asks its global registry in each worker; the services keep a
// registry per instance (metrics.ts), so the worker side here answers from the instance's.
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { z } from 'zod';
import type { MetricsSource } from './metricsServer.js';

const REQUEST = 'latch-metrics-request';
const ANSWER = 'latch-metrics-answer';

/** A scrape that waits longer than this for a worker fails: a sum without one would read as a counter reset. */
export const CLUSTER_SCRAPE_TIMEOUT_MS = 5_000;

const requestSchema = z.object({ kind: z.literal(REQUEST), id: z.number() });
/** One series as `Registry.getMetricsAsJSON` gives it, as far as the aggregation reads it. */
const seriesSchema = z.looseObject({
  name: z.string(),
  help: z.string(),
  type: z.string(),
  aggregator: z.enum(['omit', 'sum', 'first', 'min', 'max', 'average']),
  // IPC carries JSON, where a NaN (an event-loop mean before any sample) arrives as null.
  values: z.array(z.looseObject({ value: z.number().nullable().transform((value) => value ?? NaN), labels: z.record(z.string(), z.union([z.string(), z.number()])), metricName: z.string().optional() })),
});
const answerSchema = z.object({ kind: z.literal(ANSWER), id: z.number(), series: z.array(seriesSchema) });

/** In a worker: answers the primary's requests for `registry`'s series; returns the stop. */
export function answerMetricsRequests(registry: Registry): () => void {
  const onMessage = (message: unknown) => {
    const request = requestSchema.safeParse(message);
    if (!request.success) return;
    void registry.getMetricsAsJSON().then((series) => process.send?.({ kind: ANSWER, id: request.data.id, series }));
  };
  process.on('message', onMessage);
  return () => process.off('message', onMessage);
}

let nextRequest = 0;

type Series = z.infer<typeof seriesSchema>;

/** One worker's series; undefined when it exits first (its counts went with it) or `deadline` passes. */
function askWorker(worker: Worker, id: number, deadline: AbortSignal): Promise<Series[] | undefined> {
  return new Promise((resolve) => {
    const done = (series: Series[] | undefined) => {
      worker.off('message', onMessage);
      worker.off('exit', onGone);
      deadline.removeEventListener('abort', onGone);
      resolve(series);
    };
    const onMessage = (message: unknown) => {
      const answer = answerSchema.safeParse(message);
      if (answer.success && answer.data.id === id) done(answer.data.series);
    };
    const onGone = () => done(undefined);
    worker.on('message', onMessage);
    worker.once('exit', onGone);
    deadline.addEventListener('abort', onGone);
    if (!worker.isConnected()) done(undefined);
    else worker.send({ kind: REQUEST, id });
  });
}

/** In the primary: the series of every one of `workers`, summed; rejects when one has not answered within `timeoutMs`. */
export async function clusterMetrics(workers: readonly Worker[], timeoutMs = CLUSTER_SCRAPE_TIMEOUT_MS): Promise<Registry> {
  const id = nextRequest++;
  const deadline = AbortSignal.timeout(timeoutMs);
  const answers = await Promise.all(workers.map((worker) => askWorker(worker, id, deadline)));
  if (deadline.aborted) throw new Error(`a worker did not answer for its metrics within ${timeoutMs / 1000} s`);
  return AggregatorRegistry.aggregate(answers.filter((series) => series !== undefined));
}

/** The endpoint's source in the primary: the sum over `workers()` (those serving) at each scrape. */
export function clusterMetricsSource(workers: () => readonly Worker[]): MetricsSource {
  return { contentType: AggregatorRegistry.PROMETHEUS_CONTENT_TYPE, metrics: async () => (await clusterMetrics(workers())).metrics() };
}
