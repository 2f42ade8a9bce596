// One services process per core (LATCH_SERVICES_WORKERS, workers.ts): the primary forks the
// workers, each a whole services process as cli.ts starts one, all listening on the one port
// (node:cluster hands each new connection to one of them in turn). They share nothing but
// PostgreSQL and the SMTP server, as replicas do. The primary serves nothing itself: it starts the
// first worker alone (the migrations, seeds and first-start secrets run once, not raced), then the
// others; starts another in place of one that dies; and on SIGTERM or SIGINT asks every worker to
// stop (each drains as a lone process does) and exits once they all have. The primary serves the
// metrics endpoint, the workers' series summed (observability/clusterMetrics.ts).
import cluster, { type Worker } from 'node:cluster';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { answerMetricsRequests, clusterMetricsSource } from './observability/clusterMetrics.js';
import { serveMetrics, type MetricsServer, type MetricsSource } from './observability/metricsServer.js';

const READY = 'latch-worker-ready';
const readySchema = z.object({ kind: z.literal(READY), lines: z.array(z.string()) });

/** A replacement that dies before it serves waits this long, doubled each time up to RESTART_MAX_MS, before the next. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;

/** In a worker: tells the primary it serves, with the lines a lone process prints at start, and from then answers its scrapes from `registry`. */
export function reportReady(lines: readonly string[], registry: Registry): void {
  answerMetricsRequests(registry);
  process.send?.({ kind: READY, lines });
}

export interface Primary {
  /**
   * Resolves once every worker serves, with what the first printed at start (where the services
   * listen); rejects when one exits before it serves (its own message says why on stderr), after
   * stopping the others. Resolves with none when stopped first.
   */
  ready: Promise<string[]>;
  /** The workers' process ids. */
  pids(): number[];
  /** The series of every worker serving, summed at each read: what the primary's metrics endpoint serves. */
  metrics: MetricsSource;
  /** Asks every worker to stop (SIGTERM); resolves with 0 once all exited cleanly, else 1. A second call kills those left. */
  stop(): Promise<number>;
}

/** What one worker did first: served (its lines), or exited. */
function serving(worker: Worker): Promise<{ lines: string[] } | { exit: string }> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const ready = readySchema.safeParse(message);
      if (!ready.success) return;
      worker.off('exit', onExit);
      worker.off('message', onMessage);
      resolve({ lines: ready.data.lines });
    };
    const onExit = (code: number | null, signal: string | null) => {
      worker.off('message', onMessage);
      resolve({ exit: signal ?? `code ${code}` });
    };
    worker.on('message', onMessage);
    worker.once('exit', onExit);
  });
}

const alive = (worker: Worker) => worker.process.exitCode === null && worker.process.signalCode === null;

/**
 * V8's young generation, per semi-space, in each worker. Under load a worker allocates fast
 * (ethers' and web3.js's parsed answers, pg's rows, each request's context), and at V8's default
 * of 16 MB its young generation fills many times a second, each scavenge copying (and, the second
 * time, promoting) what the requests in flight still hold. At 32 MB the workers spent less time
 * in GC on every route of the load bench, a quarter to two fifths less on average (three runs
 * against two on one machine), for up to 32 MB more heap a worker.
 */
export const WORKER_SEMI_SPACE_MB = 32;
const SEMI_SPACE_FLAG = '--max-semi-space-size';

/** The workers' Node flags: `execArgv` with the young generation sized, unless it or NODE_OPTIONS already sizes it. */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => flag.startsWith(SEMI_SPACE_FLAG));
  return given ? [...execArgv] : [...execArgv, `${SEMI_SPACE_FLAG}=${WORKER_SEMI_SPACE_MB}`];
}

/**
 * In the primary: starts `count` workers, each running this process's own script again (cli.ts,
 * which serves when it is a worker): the first alone, then the others at once.
 */
export function startPrimary(count: number, log: (line: string) => void = (line) => console.error(`[services] ${line}`)): Primary {
  const workers = new Set<Worker>();
  const served = new WeakSet<Worker>();
  let stopping = false;
  let cleanExits = true;
  let restartDelay = RESTART_FIRST_MS;
  /** Past the start: from here a worker that dies before serving is retried rather than failing the start. */
  let started = false;
  cluster.setupPrimary({ execArgv: workerExecArgv(cluster.settings.execArgv ?? process.execArgv, process.env.NODE_OPTIONS) });
  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping && code !== 0) cleanExits = false;
      if (!stopping && (started || served.has(worker))) replace(worker, signal ?? `code ${code}`);
    });
    void serving(worker).then((outcome) => {
      if (!('lines' in outcome)) return;
      served.add(worker);
      if (started) log(`worker ${worker.process.pid} serves`);
    });
    return worker;
  };
  // One that served is replaced at once; a replacement that died before serving (the database away) waits ever longer.
  const replace = (dead: Worker, how: string) => {
    const delay = served.has(dead) ? 0 : restartDelay;
    restartDelay = served.has(dead) ? RESTART_FIRST_MS : Math.min(restartDelay * 2, RESTART_MAX_MS);
    log(`worker ${dead.process.pid} exited (${how}); starting another${delay ? ` in ${delay / 1000} s` : ''}`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  };
  const stop = async (): Promise<number> => {
    const killNow = stopping;
    stopping = true;
    const exits = [...workers].map((worker) => new Promise((resolve) => (alive(worker) ? worker.once('exit', resolve) : resolve(undefined))));
    for (const worker of workers) if (alive(worker)) worker.process.kill(killNow ? 'SIGKILL' : 'SIGTERM');
    await Promise.all(exits);
    return cleanExits ? 0 : 1;
  };
  /** The lines of each of `starting` once all serve; none once stopped. */
  const startAll = async (starting: Worker[]): Promise<string[][]> => {
    const outcomes = await Promise.all(starting.map(serving));
    if (stopping) return [];
    const failed = outcomes.find((outcome) => 'exit' in outcome);
    if (failed && 'exit' in failed) {
      await stop();
      throw new Error(`a worker exited before it served (${failed.exit})`);
    }
    return outcomes.flatMap((outcome) => ('lines' in outcome ? [outcome.lines] : []));
  };
  const ready = (async () => {
    const [lines = []] = await startAll([fork()]);
    if (!stopping) await startAll(Array.from({ length: count - 1 }, fork));
    started = true;
    return lines;
  })();
  const metrics = clusterMetricsSource(() => [...workers].filter((worker) => served.has(worker)));
  return { ready, pids: () => [...workers].map((worker) => worker.process.pid!), metrics, stop };
}

/**
 * The CLI's primary: starts the workers, serves their metrics on `metrics` (when given) once they
 * serve, and prints where; on SIGTERM or SIGINT stops them and exits (1 when one did not exit
 * cleanly). The workers stop on their own signal handler, whatever signal reached the primary: a
 * terminal's Ctrl-C reaches them too, and a second SIGINT would be a second Ctrl-C to them.
 */
export async function servePrimary(count: number, metrics?: { port: number; host: string }): Promise<void> {
  const primary = startPrimary(count);
  let metricsServer: MetricsServer | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void Promise.all([primary.stop(), metricsServer?.stop()]).then(([code]) => process.exit(code)));
  const lines = await primary.ready;
  if (lines.length === 0) return;
  if (metrics) {
    try {
      metricsServer = await serveMetrics(primary.metrics, metrics.port, metrics.host);
    } catch (error) {
      // A port in use fails the start, as it does a lone process's: the workers stop first.
      await primary.stop();
      throw error;
    }
  }
  for (const line of lines) console.log(line);
  if (metricsServer) console.log(`  Metrics on ${metricsServer.url}`);
  console.log(`  ${count} workers (pids ${primary.pids().join(', ')})`);
}
