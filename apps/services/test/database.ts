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

/** An empty database: nothing applied yet, for the tests of migrating. */
export async function testDatabase(): Promise<TestDatabase> {
  return overPostgres ? postgresDatabase(false) : { config: { kind: 'memory' }, drop: async () => {} };
}

/**
 * A database the services can start on, in the local world or outside it (where they refuse an
 * unmigrated one): over PostgreSQL a copy of one migrated once for the run; in memory, which the
 * services migrate at start wherever they run.
 */
export async function servicesTestDatabase(): Promise<TestDatabase> {
  return overPostgres ? postgresDatabase(true) : testDatabase();
}

async function postgresDatabase(migrated: boolean): Promise<TestDatabase> {
  requireTestPostgres();
  const postgres = await startTestPostgres({ migrated });
  return { config: { kind: 'postgres', url: postgres.url }, drop: () => postgres.stop() };
}

/** A database that outlives a restart of the services: the run's PostgreSQL, or PGlite in a directory (not in memory). */
export async function lastingTestDatabase(): Promise<TestDatabase> {
  if (overPostgres) return testDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-data-'));
  return { config: { kind: 'pglite', dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}
