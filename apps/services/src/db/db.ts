// One small database interface over PGlite and PostgreSQL: parameterised queries and transactions.
import type { DatabaseConfig } from '../config.js';

export type Row = Record<string, unknown>;

/** What a query can run on: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters; resolves with its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A connection pool's figures: its connections, those of them idle, and the queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Db extends Queryable {
  readonly kind: DatabaseConfig['kind'];
  /** The pool's figures now, for the metrics; PostgreSQL only (PGlite is one connection in the process). */
  readonly poolStats?: () => PoolStats;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens the database the config names; the drivers load only when chosen. */
export async function openDb(config: DatabaseConfig): Promise<Db> {
  if (config.kind === 'postgres') {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(config.url);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(config.kind === 'pglite' ? config.dataDir : undefined);
}
