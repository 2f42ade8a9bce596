// The database every test's services run on: PGlite in memory, or with LATCH_TEST_DB=postgres a
// real PostgreSQL, each test file (or each services instance) in a fresh database of its own. The
// test script runs the suite over PostgreSQL and the files about the database over PGlite too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseConfig } from '../src/index.js';
import { requireTestPostgres, startTestPostgres } from './postgresServer.js';

export const overPostgres = process.env.LATCH_TEST_DB === 'postgres';
export const databaseName = overPostgres ? 'PostgreSQL' : 'PGlite';

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export async function testDatabase(): Promise<TestDatabase> {
  if (!overPostgres) return { config: { kind: 'memory' }, drop: async () => {} };
  requireTestPostgres();
  const postgres = await startTestPostgres();
  return { config: { kind: 'postgres', url: postgres.url }, drop: () => postgres.stop() };
}

/** A database that outlives a restart of the services: the run's PostgreSQL, or PGlite in a directory (not in memory). */
export async function lastingTestDatabase(): Promise<TestDatabase> {
  if (overPostgres) return testDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-data-'));
  return { config: { kind: 'pglite', dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}
