// A PostgreSQL server through node-postgres, when DATABASE_URL is set.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { listenerRegistry, type Db, type Queryable, type Row } from './db.js';
import { listenOnOwnConnection } from './pgListen.js';
import { unavailableOr } from './unavailable.js';

/** How long taking a connection may wait (the server down, or every connection busy) before the request fails. */
export const DB_CONNECT_TIMEOUT_MS = 5_000;
/** The server cancels a statement past this (migrations lift it: migrate.ts). */
export const DB_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * At most this many statement texts are prepared by name. Ours are fixed texts in the code (values
 * always ride as parameters), a few dozen; past this any further text runs unprepared.
 */
const MAX_PREPARED = 500;
const statementNames = new Map<string, string>();
let renamed = 0;

/**
 * A name for `sql`'s prepared statement: each connection then parses and plans a text once, not at
 * every request. Under the email-code start's load that was most of PostgreSQL's CPU.
 */
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `latch_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * PostgreSQL refuses a prepared statement whose result's columns changed since it was prepared
 * (`select *` after another replica's migration added a column: "cached plan must not change
 * result type"). The text then gets a new name, which each connection prepares afresh.
 */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: unknown }).code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));
}

/** Gives `sql` a new name unless a query that failed alongside already has. */
function prepareAgain(sql: string, failedName: string | undefined): void {
  if (failedName !== undefined && statementNames.get(sql) === failedName) statementNames.set(sql, `${failedName.replace(/_r\d+$/, '')}_r${++renamed}`);
}

function queryable(target: pg.Pool | pg.PoolClient, inTransaction: boolean): Queryable {
  const run = async <T extends Row>(sql: string, params: readonly unknown[], name: string | undefined) => (await target.query<T>({ name, text: sql, values: [...params] })).rows;
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const name = statementName(sql);
      try {
        return await run<T>(sql, params, name);
      } catch (error) {
        if (!isStalePlan(error)) throw unavailableOr(error);
        prepareAgain(sql, name);
        // In a transaction the error has aborted it: the next attempt is the caller's.
        if (inTransaction) throw error;
        return run<T>(sql, params, statementName(sql)).catch(rejectUnavailable);
      }
    },
    async exec(sql: string) {
      await target.query(sql).catch(rejectUnavailable);
    },
  };
}

const ignore = () => {};
const rejectUnavailable = (error: unknown): never => {
  throw unavailableOr(error);
};

/**
 * A process's connections. Once opened they stay open, idle or not (node-postgres closes those above
 * `min` after 10 s idle): a burst after a quiet stretch otherwise met a pool that had to open its
 * connections again, each a new server process that prepares every statement anew, while requests
 * queued behind them and were refused as busy (docs/performance.md, 2026-12-03).
 */
const POOL_SIZE = 10;

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, min: POOL_SIZE, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS, statement_timeout: DB_STATEMENT_TIMEOUT_MS });
  // An idle client's error (the server restarting) must not crash the process; the next query reconnects.
  pool.on('error', ignore);
  // Fail at start, with the driver's reason, rather than on the first request.
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const listeners = listenerRegistry();
  return {
    kind: 'postgres',
    ...queryable(pool, false),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(work) {
      const client = await pool.connect().catch(rejectUnavailable);
      // A checked-out client's lost connection is an 'error' event, which would end the process
      // unheard; the query that was running, or the next, fails with it instead.
      client.on('error', ignore);
      let broken = false;
      try {
        await client.query('begin').catch(rejectUnavailable);
        // The work's own queries fail through queryable, already told apart.
        const result = await work(queryable(client, true));
        await client.query('commit').catch(rejectUnavailable);
        return result;
      } catch (error) {
        broken = await client.query('rollback').then(
          () => false,
          () => true,
        );
        throw error;
      } finally {
        client.off('error', ignore);
        // A client whose rollback failed is dropped, not handed to the next request.
        client.release(broken);
      }
    },
    listen: (channel, listener) => listeners.add(listenOnOwnConnection({ connectionString: url, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS }, channel, listener)),
    close: () => {
      listeners.stopAll();
      return pool.end();
    },
  };
}
