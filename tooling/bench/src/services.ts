import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@latch/devnet';
import { askStats, type ProcessStats } from './processStats.js';
import type { ServicesMessage } from './servicesProcess.js';
import type { SolanaChainMessage } from './solanaChain.js';

export interface RunningServices {
  url: string;
  /** The services' Prometheus endpoint: the cluster's primary's, every worker's series summed. */
  metricsUrl: string;
  /** The PostgreSQL the services run over, to count what they stored. */
  databaseUrl: string;
  /** CAIP-2 id of the devnet. */
  chainId: string;
  /** CAIP-10 account on the devnet that holds ETH and the dev tokens. */
  account: string;
  /** CAIP-2 id of the local Solana chain. */
  solanaChainId: string;
  /** CAIP-10 account on the local Solana chain that holds SOL and devnet USDC. */
  solanaAccount: string;
  /** How many worker processes serve (one per core, as deployed). */
  workers: number;
  /** The services process's event-loop delay, GC pauses and CPU since it was last asked. */
  stats(): Promise<ProcessStats>;
  /** The same of the Solana chain's process. */
  solanaStats(): Promise<ProcessStats>;
  stop(): Promise<void>;
}

interface Child<T> {
  ready: T;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** With LATCH_BENCH_PROFILE set to a directory, each child writes a CPU profile there when it stops (Node refuses --cpu-prof in NODE_OPTIONS). */
const profileArgs = () => {
  const dir = process.env.LATCH_BENCH_PROFILE;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
};

/**
 * The services' metrics on a free port (the child says which), and their log at warn: at info each
 * request writes a JSON line to standard output, the bench's own.
 */
const SERVICES_ENV = { LATCH_METRICS_PORT: '0', LATCH_LOG_LEVEL: 'warn' };

/** Forks one of the bench's child processes (with `env` added to this one's) and waits for its first message; `{ error }` or an early exit rejects. */
async function forkChild<T extends object>(file: string, args: string[], env: Record<string, string> = {}): Promise<Child<T>> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: profileArgs(), env: { ...process.env, ...env } });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.connected) child.disconnect();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(kill);
  };
  const ready = await Promise.race([
    new Promise<T | { error: string }>((resolve) => child.once('message', (message) => resolve(message as T | { error: string }))),
    exited.then((code) => ({ error: `${file} exited with code ${code} before answering` })),
  ]);
  if ('error' in ready) {
    await stop();
    throw new Error(`Could not start the load run's world: ${ready.error}`);
  }
  return { ready, process: child, stop };
}

/**
 * Starts a PostgreSQL, an SMTP server and the local Solana chain each in a child process, then a
 * devnet and the services (`workers` processes) in another, so the load generator does not share their event loop and
 * its own work is not counted as theirs, nor the mail server's or the Solana chain's.
 */
export async function startServices(workers: number): Promise<RunningServices> {
  // Durable, as deployed: each commit waits for its flush to disk.
  const postgres = await startPostgres({ durable: true });
  const stops: (() => Promise<void>)[] = [postgres.stop];
  const stop = async () => {
    for (const next of stops.reverse()) await next();
  };
  try {
    const mail = await forkChild<{ port: number }>('./mailProcess.js', []);
    stops.push(mail.stop);
    const solana = await forkChild<SolanaChainMessage>('./solanaProcess.js', []);
    stops.push(solana.stop);
    const services = await forkChild<Exclude<ServicesMessage, { error: string }>>('./servicesProcess.js', [postgres.socketUrl, `smtp://127.0.0.1:${mail.ready.port}`, JSON.stringify(solana.ready), String(workers)], SERVICES_ENV);
    stops.push(services.stop);
    return { ...services.ready, databaseUrl: postgres.url, stats: () => askStats(services.process), solanaStats: () => askStats(solana.process), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
