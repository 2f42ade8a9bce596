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

/** What hears a channel's notifications (Db.listen). */
export interface ChannelListener {
  /** A NOTIFY on the channel, with its payload ('' without one). */
  notified(payload: string): void;
  /** Whether notifications are heard: true once listening (again), false once the connection is lost and some may be missed. */
  listening(heard: boolean): void;
}

export interface Db extends Queryable {
  readonly kind: DatabaseConfig['kind'];
  /** The pool's figures now, for the metrics; PostgreSQL only (PGlite is one connection in the process). */
  readonly poolStats?: () => PoolStats;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Hears the NOTIFYs on `channel` (delivered after their transaction commits) until the returned
   * stop is called or the database closes. PostgreSQL listens on a connection of its own, and
   * connects again after losing it.
   */
  listen(channel: string, listener: ChannelListener): () => void;
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

/** A database's listeners, each stopped by its own stop or, at the latest, when the database closes. */
export function listenerRegistry() {
  const stops = new Set<() => void>();
  return {
    add(stop: () => void): () => void {
      const once = () => {
        if (stops.delete(once)) stop();
      };
      stops.add(once);
      return once;
    },
    stopAll(): void {
      for (const stop of [...stops]) stop();
    },
  };
}
