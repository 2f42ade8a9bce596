// A throwaway PostgreSQL for the tests of the DATABASE_URL path: a fresh database on the server
// LATCH_TEST_DATABASE_URL names, or else a temporary cluster of Debian's postgresql package when
// it is installed. Neither: the caller fails, saying why.
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

export function testPostgresAvailable(): boolean {
  return Boolean(process.env.LATCH_TEST_DATABASE_URL) || postgresBin() !== null;
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

/** A temporary cluster; as root it runs as the postgres user, which PostgreSQL requires. */
async function startCluster(bin: string): Promise<TestPostgres> {
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

/** A database of its own on the server, dropped again by stop(). */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const server = process.env.LATCH_TEST_DATABASE_URL ? { url: process.env.LATCH_TEST_DATABASE_URL, stop: async () => {} } : await startCluster(bin!);
  const name = `latch_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await server.stop();
    },
  };
}
