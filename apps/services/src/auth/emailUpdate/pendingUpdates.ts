// The email update under way of each user (one at a time: a new start replaces it), bound to the
// device and device key (proof.ts) of the session that started it, for as long as its codes live.
import type { Queryable } from '../../db/db.js';
import { CODE_TTL_MS } from '../codes.js';

export interface PendingUpdate {
  newEmail: string;
  /** When the current address's code came back; null before, or for a user without an email. */
  primaryVerifiedAt: number | null;
}

export interface UpdateOwner {
  userId: string;
  deviceId: string;
  jkt: string;
}

type PendingRow = { new_email: string; primary_verified_at: string | number | bigint | null };

/** Starts (or restarts) the user's update. Run it in a transaction with the first code's storing. */
export async function savePendingUpdate(tx: Queryable, owner: UpdateOwner, newEmail: string, now: number): Promise<void> {
  await tx.query(
    `insert into auth_email_updates (user_id, device_id, jkt, new_email, primary_verified_at, created_at, expires_at)
     values ($1, $2, $3, $4, null, $5, $6)
     on conflict (user_id) do update set device_id = excluded.device_id, jkt = excluded.jkt, new_email = excluded.new_email,
       primary_verified_at = null, created_at = excluded.created_at, expires_at = excluded.expires_at`,
    [owner.userId, owner.deviceId, owner.jkt, newEmail, now, now + CODE_TTL_MS],
  );
}

/** The update this device key started and that has not expired, or undefined. */
export async function loadPendingUpdate(db: Queryable, owner: UpdateOwner, now: number): Promise<PendingUpdate | undefined> {
  const [row] = await db.query<PendingRow>(
    `select new_email, primary_verified_at from auth_email_updates where user_id = $1 and device_id = $2 and jkt = $3 and expires_at > $4`,
    [owner.userId, owner.deviceId, owner.jkt, now],
  );
  return row && { newEmail: row.new_email, primaryVerifiedAt: row.primary_verified_at === null ? null : Number(row.primary_verified_at) };
}

/** The current address confirmed: the new address's code may go out, and lives its own 10 minutes. */
export async function markPrimaryVerified(tx: Queryable, userId: string, now: number): Promise<void> {
  await tx.query('update auth_email_updates set primary_verified_at = $2, expires_at = $3 where user_id = $1', [userId, now, now + CODE_TTL_MS]);
}

export async function dropPendingUpdate(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from auth_email_updates where user_id = $1', [userId]);
}
