// A PostgreSQL server through node-postgres, when DATABASE_URL is set.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, Row } from './db.js';

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

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>({ name: statementName(sql), text: sql, values: [...params] });
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS, statement_timeout: DB_STATEMENT_TIMEOUT_MS });
  // An idle client's error (the server restarting) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Fail at start, with the driver's reason, rather than on the first request.
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
