// A temporary PostgreSQL cluster of Debian's postgresql package for the tests, and jest's global
// setup for the PostgreSQL run: one cluster for the whole suite, unless LATCH_TEST_DATABASE_URL
// already names a server. Workers inherit the URL through the environment. This file imports
// nothing relative, because jest loads a global setup without its module mapping.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(join(bin, 'initdb'))) ?? null;
}

const MISSING = 'The PostgreSQL tests need a server: set LATCH_TEST_DATABASE_URL or install Debian’s postgresql package.';

function testPostgresAvailable(): boolean {
  return Boolean(process.env.LATCH_TEST_DATABASE_URL) || postgresBin() !== null;
}

/** Fails the calling test file, saying what to do, when there is no PostgreSQL to test against. */
export function requireTestPostgres(): void {
  if (!testPostgresAvailable()) throw new Error(MISSING);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A temporary cluster of Debian's postgresql; as root it runs as the postgres user, which PostgreSQL requires. */
export async function startPostgresServer(): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error(MISSING);
  const dir = await mkdtemp(join(tmpdir(), 'latch-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const run = (command: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]) as [string, string[]];
  execFileSync(...run(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'latch', '--no-sync']), { stdio: 'ignore' });
  const port = await freePort();
  const child = spawn(...run(join(bin, 'postgres'), ['-D', join(dir, 'data'), '-p', String(port), '-k', dir, '-h', '127.0.0.1', '-c', 'fsync=off']), { stdio: 'ignore' });
  const url = `postgres://latch@127.0.0.1:${port}/postgres`;
  await waitFor(url);
  return {
    url,
    async stop() {
      const pid = Number((await readFile(join(dir, 'data', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(pid, 'SIGINT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const holder = globalThis as { latchTestPostgres?: TestPostgres };

export default async function globalSetup(): Promise<void> {
  if (process.env.LATCH_TEST_DB !== 'postgres' || process.env.LATCH_TEST_DATABASE_URL) return;
  requireTestPostgres();
  holder.latchTestPostgres = await startPostgresServer();
  process.env.LATCH_TEST_DATABASE_URL = holder.latchTestPostgres.url;
}
