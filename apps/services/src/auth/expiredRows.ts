// The auth tables' expired rows, deleted by one sweep off the request path (db/sweep.ts), asked
// for at each request that carries a proof. A delete of them inside a route's own statement ran
// at every email start and, on a table without statistics yet, as a scan of every row: at 500
// starts a second PostgreSQL's CPU grew with the table until the run was refused as busy.
import type { Queryable } from '../db/db.js';
import { sweeper } from '../db/sweep.js';

/** Kept a day past expiry, so that a late page, status or complete still hears why it failed. */
const KEEP_EXPIRED_MS = 24 * 3600_000;

/** Each table with an `expires_at` (milliseconds) and how long past it its rows are kept. */
const EXPIRING: readonly { table: string; keptMs: number }[] = [
  // A replay of an expired proof is refused as stale before its id is looked up.
  { table: 'auth_proofs', keptMs: 0 },
  { table: 'auth_passkey_challenges', keptMs: 0 },
  { table: 'auth_device_approvals', keptMs: KEEP_EXPIRED_MS },
  { table: 'auth_social_logins', keptMs: KEEP_EXPIRED_MS },
  { table: 'auth_farcaster_channels', keptMs: KEEP_EXPIRED_MS },
  // A person's next start or login deletes their own; these are the rows of people who never came back.
  { table: 'auth_codes', keptMs: KEEP_EXPIRED_MS },
  { table: 'auth_sessions', keptMs: KEEP_EXPIRED_MS },
];

/** Deletes every auth row past its keeping at `now`. */
export async function deleteExpiredAuthRows(db: Queryable, now: number): Promise<void> {
  for (const { table, keptMs } of EXPIRING) await db.query(`delete from ${table} where expires_at < $1`, [now - keptMs]);
}

/** The sweep to call at each request: `db` is where it deletes, the database, never a transaction's connection. */
export const expiredAuthRowsSweeper = (db: Queryable, now: () => number) => sweeper((at) => deleteExpiredAuthRows(db, at), now);
