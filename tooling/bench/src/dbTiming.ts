// In the services' child process: times every database round trip the services make (each
// statement through the database object, not those inside a transaction), so a route's tail can be
// put on PostgreSQL's answers, or not. The figures go out with the process's own (processStats.ts).
import { createHistogram } from 'node:perf_hooks';
import type { Db } from '@latch/services';
import { z } from 'zod';

export const dbTimesSchema = z.object({ count: z.number(), p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number() });

export type DbTimes = z.infer<typeof dbTimesSchema>;

/** Wraps `db.query` in place; `take` gives the figures since the last take and starts again. */
export function timeQueries(db: Db): { take(): DbTimes } {
  let histogram = createHistogram();
  const query = db.query.bind(db);
  db.query = (async (sql: string, params?: readonly unknown[]) => {
    const start = process.hrtime.bigint();
    try {
      return await query(sql, params);
    } finally {
      histogram.record(Math.max(1, Number(process.hrtime.bigint() - start)));
    }
  }) as Db['query'];
  return {
    take() {
      const times = { count: histogram.count, p50Ms: histogram.percentile(50) / 1e6, p99Ms: histogram.percentile(99) / 1e6, maxMs: histogram.count ? histogram.max / 1e6 : 0 };
      histogram = createHistogram();
      return times;
    },
  };
}

export const describeDbTimes = ({ count, p50Ms, p99Ms, maxMs }: DbTimes) =>
  `database round trips: ${count}, p50 ${p50Ms.toFixed(1)} ms, p99 ${p99Ms.toFixed(1)} ms, max ${maxMs.toFixed(0)} ms`;
