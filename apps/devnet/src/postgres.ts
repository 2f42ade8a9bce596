// A throwaway PostgreSQL cluster of Debian's postgresql package on a free loopback port: for the
// services' tests over PostgreSQL and the bench's load run. As root it runs as the postgres user,
// which PostgreSQL requires. For the tests fsync is off (the data dies with the cluster); the bench
// asks for a durable one, which flushes each commit to disk as a deployed server does.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, HOST } from './ports.js';

export interface LocalPostgres {
  /** postgres://latch@127.0.0.1:PORT/postgres, trusting every local connection. */
  url: string;
  /** The same server through its Unix socket: a process on this machine spends less CPU per round trip there than over TCP. */
  socketUrl: string;
  /** Stops the server (the fast shutdown, closing every session), runs `whileDown`, and starts it again on the same port and data. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 20_000;

/** The bin directory of the newest installed postgresql, or null when there is none. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(join(bin, 'initdb'))) ?? null;
}

const isReady = (bin: string, port: number) =>
  new Promise<boolean>((resolve) => execFile(join(bin, 'pg_isready'), ['-h', HOST, '-p', String(port), '-U', 'latch', '-d', 'postgres'], (error) => resolve(!error)));

export interface PostgresOptions {
  /** Each commit flushed to disk before it is answered, as in production (fsync on); off unless set. */
  durable?: boolean;
}

export async function startPostgres({ durable = false }: PostgresOptions = {}): Promise<LocalPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('No PostgreSQL server: install Debian’s postgresql package.');
  const dir = await mkdtemp(join(tmpdir(), 'latch-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (command: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]) as [string, string[]];
  const data = join(dir, 'data');
  execFileSync(...run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'latch', '--no-sync']), { stdio: 'ignore' });
  const port = await freePort();
  const settings = durable ? [] : ['-c', 'fsync=off'];
  let server = await runServer(bin, run, data, dir, port, settings);
  return {
    url: `postgres://latch@${HOST}:${port}/postgres`,
    socketUrl: `postgres://latch@/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    async restart(whileDown = async () => {}) {
      await server.stop();
      try {
        await whileDown();
      } finally {
        server = await runServer(bin, run, data, dir, port, settings);
      }
    },
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The postmaster of the cluster in `data`, listening on `port` once this resolves, with `settings` (`-c name=value`) on the command line. */
async function runServer(
  bin: string,
  run: (command: string, args: string[]) => [string, string[]],
  data: string,
  dir: string,
  port: number,
  settings: string[],
): Promise<{ stop(): Promise<void> }> {
  const child = spawn(...run(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-h', HOST, ...settings]), { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isReady(bin, port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
      throw new Error(`PostgreSQL did not start on ${HOST}:${port} within ${START_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pid = Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  // The server must not outlive this process, whatever ends it.
  const killOnExit = () => process.kill(pid, 'SIGQUIT');
  process.once('exit', killOnExit);
  return {
    async stop() {
      process.removeListener('exit', killOnExit);
      // SIGINT: the fast shutdown, closing every session.
      process.kill(pid, 'SIGINT');
      await exited;
    },
  };
}
