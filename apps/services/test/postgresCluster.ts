// Jest's global setup for the PostgreSQL run: one temporary cluster (@latch/devnet's) for the whole
// suite, unless LATCH_TEST_DATABASE_URL already names a server. Workers inherit the URL through the
// environment. This file imports nothing relative, because jest loads a global setup without its
// module mapping.
import { postgresBin, startPostgres, type LocalPostgres } from '@latch/devnet/postgres';

export type TestPostgres = Pick<LocalPostgres, 'url' | 'stop'>;

const MISSING = 'The PostgreSQL tests need a server: set LATCH_TEST_DATABASE_URL or install Debian’s postgresql package.';

/** Fails the calling test file, saying what to do, when there is no PostgreSQL to test against. */
export function requireTestPostgres(): void {
  if (!process.env.LATCH_TEST_DATABASE_URL && postgresBin() === null) throw new Error(MISSING);
}

/** A temporary cluster of Debian's postgresql. */
export function startPostgresServer(): Promise<TestPostgres> {
  requireTestPostgres();
  return startPostgres();
}

const holder = globalThis as { latchTestPostgres?: TestPostgres };

export default async function globalSetup(): Promise<void> {
  if (process.env.LATCH_TEST_DB !== 'postgres' || process.env.LATCH_TEST_DATABASE_URL) return;
  holder.latchTestPostgres = await startPostgresServer();
  process.env.LATCH_TEST_DATABASE_URL = holder.latchTestPostgres.url;
}
