// Where a load run's time goes in one process: how late its event loop ran (a busy loop delays
// every answer behind it), its garbage collector's pauses, and its CPU time. Both the load
// generator and the services' child process record these, so a slow tail can be put on the
// services, on the generator, or on neither (the machine).
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { z } from 'zod';
import { dbTimesSchema, type DbTimes } from './dbTiming.js';

export const processStatsSchema = z.object({
  loopDelayP99Ms: z.number(),
  loopDelayMaxMs: z.number(),
  gcPauseMs: z.number(),
  gcMaxPauseMs: z.number(),
  cpuMs: z.number(),
  /** The services' database round trips (dbTiming.ts), from their process. */
  db: dbTimesSchema.optional(),
});

export type ProcessStats = z.infer<typeof processStatsSchema>;

/** The message that asks a child process for its figures. */
export const STATS_REQUEST = 'stats';

export interface StatsRecorder {
  /** The figures since the recorder started or last took them; starts counting again. */
  take(): ProcessStats;
  stop(): void;
}

export function recordProcessStats(): StatsRecorder {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  let gcPauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  let cpu = process.cpuUsage();
  return {
    take() {
      const used = process.cpuUsage(cpu);
      const stats = {
        loopDelayP99Ms: loop.percentile(99) / 1e6,
        loopDelayMaxMs: loop.max / 1e6,
        gcPauseMs: gcPauses.reduce((sum, pause) => sum + pause, 0),
        gcMaxPauseMs: Math.max(0, ...gcPauses),
        cpuMs: (used.user + used.system) / 1000,
      };
      loop.reset();
      gcPauses = [];
      cpu = process.cpuUsage();
      return stats;
    },
    stop() {
      loop.disable();
      gc.disconnect();
    },
  };
}

export const describeStats = (who: string, { loopDelayP99Ms, loopDelayMaxMs, gcPauseMs, gcMaxPauseMs, cpuMs }: ProcessStats, seconds: number) =>
  `${who}: event-loop delay p99 ${loopDelayP99Ms.toFixed(1)} ms, max ${loopDelayMaxMs.toFixed(0)} ms; GC ${gcPauseMs.toFixed(0)} ms in all (longest ${gcMaxPauseMs.toFixed(1)} ms); CPU ${((cpuMs / 1000 / seconds) * 100).toFixed(0)}% of a core`;

/**
 * Several processes' figures as one (a cluster's workers and its primary): CPU, GC and round trips
 * added up; event-loop delays, the longest GC pause and the round trips' percentiles the worst one's.
 */
export function sumStats(all: readonly ProcessStats[]): ProcessStats {
  const most = (pick: (stats: ProcessStats) => number) => Math.max(0, ...all.map(pick));
  const total = (pick: (stats: ProcessStats) => number) => all.reduce((sum, stats) => sum + pick(stats), 0);
  const dbs = all.flatMap((stats) => (stats.db ? [stats.db] : []));
  const db = dbs.length
    ? { count: dbs.reduce((sum, times) => sum + times.count, 0), p50Ms: Math.max(...dbs.map((times) => times.p50Ms)), p99Ms: Math.max(...dbs.map((times) => times.p99Ms)), maxMs: Math.max(...dbs.map((times) => times.maxMs)) }
    : undefined;
  return {
    loopDelayP99Ms: most((stats) => stats.loopDelayP99Ms),
    loopDelayMaxMs: most((stats) => stats.loopDelayMaxMs),
    gcPauseMs: total((stats) => stats.gcPauseMs),
    gcMaxPauseMs: most((stats) => stats.gcMaxPauseMs),
    cpuMs: total((stats) => stats.cpuMs),
    ...(db ? { db } : {}),
  };
}

/** What a process's figures are asked through: a child process, or a cluster's worker. */
interface StatsPeer {
  send(message: unknown): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/** Another process's figures since it was last asked (it runs answerStats). */
export function askStats(peer: StatsPeer): Promise<ProcessStats> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const parsed = processStatsSchema.safeParse(message);
      if (!parsed.success) return;
      peer.off('message', onMessage);
      resolve(parsed.data);
    };
    peer.on('message', onMessage);
    if (!peer.send(STATS_REQUEST)) reject(new Error('the process asked for its figures is gone'));
  });
}

/**
 * In a child process: records its figures and answers each STATS_REQUEST with them (and its
 * database round trips, `db`; and, added to its own, `others`' figures); returns the stop.
 */
export function answerStats(db?: () => DbTimes, others?: () => Promise<ProcessStats>): () => void {
  const stats = recordProcessStats();
  const onMessage = (message: unknown) => {
    if (message !== STATS_REQUEST) return;
    const own = { ...stats.take(), ...(db ? { db: db() } : {}) };
    if (!others) process.send?.(own);
    else void others().then((theirs) => process.send?.(sumStats([own, theirs])));
  };
  process.on('message', onMessage);
  return () => {
    process.off('message', onMessage);
    stats.stop();
  };
}
