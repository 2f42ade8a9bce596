// One services process per core (LATCH_SERVICES_WORKERS, workers.ts): the primary forks the
// workers, each a whole services process as cli.ts starts one, all listening on the one port
// (node:cluster hands each new connection to one of them in turn). They share nothing but
// PostgreSQL and the SMTP server, as replicas do. The primary serves nothing itself: it starts the
// first worker alone (the migrations, seeds and first-start secrets run once, not raced), then the
// others; starts another in place of one that dies; and on SIGTERM or SIGINT asks every worker to
// stop (each drains as a lone process does) and exits once they all have.
import cluster, { type Worker } from 'node:cluster';
import { z } from 'zod';

const READY = 'latch-worker-ready';
const readySchema = z.object({ kind: z.literal(READY), lines: z.array(z.string()) });

/** A replacement that dies before it serves waits this long, doubled each time up to RESTART_MAX_MS, before the next. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;

/** In a worker: tells the primary it serves, with the lines a lone process prints at start. */
export function reportReady(lines: readonly string[]): void {
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
  return { ready, pids: () => [...workers].map((worker) => worker.process.pid!), stop };
}

/**
 * The CLI's primary: starts the workers and prints where they serve; on SIGTERM or SIGINT stops
 * them and exits (1 when one did not exit cleanly). The workers stop on their own signal handler,
 * whatever signal reached the primary: a terminal's Ctrl-C reaches them too, and a second SIGINT
 * would be a second Ctrl-C to them.
 */
export async function servePrimary(count: number): Promise<void> {
  const primary = startPrimary(count);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void primary.stop().then((code) => process.exit(code)));
  const lines = await primary.ready;
  if (lines.length === 0) return;
  for (const line of lines) console.log(line);
  console.log(`  ${count} workers (pids ${primary.pids().join(', ')})`);
}
