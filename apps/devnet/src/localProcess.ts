import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './ports.js';

const STOP_GRACE_MS = 5_000;

export interface LocalProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface LocalProcessOptions {
  /** Said in errors: "anvil", "The bundler". */
  name: string;
  command: string;
  args: string[];
  /** Where it answers, said when it does not. */
  url: string;
  /** Resolves true once the process serves what it should. */
  isReady(): Promise<boolean>;
  /**
   * A line this process prints once it serves: until it has, what answers on its port is someone
   * else's (a server of a suite side by side that took the same free port first).
   */
  readyLine?: string;
  timeoutMs: number;
}

/**
 * Spawns a local server process and resolves once `isReady` says so. The process dies with this
 * one, whatever ends it (a crash, process.exit). Its last output is kept for the error if it fails.
 */
export async function spawnUntilReady({ name, command, args, url, isReady, readyLine, timeoutMs }: LocalProcessOptions): Promise<LocalProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let saidReady = readyLine === undefined;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    saidReady ||= output.includes(readyLine!);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // A process that does not end on SIGTERM within the grace is killed, never waited on forever.
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(kill);
  };

  const deadline = Date.now() + timeoutMs;
  while (!(saidReady && (await isReady()))) {
    if (spawnError) throw new Error(`${name} could not start: ${spawnError.message}`);
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}: ${output.trim()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms. ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, stop };
}

/**
 * Runs `start` on `port`, or, for port 0, on a free port, and on another if some other process
 * takes that one first (test suites start servers side by side).
 */
export async function onPortOrFree<T>(port: number, start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  if (port !== 0) return start(port);
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
