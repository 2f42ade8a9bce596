// Users are verified email addresses; a device is approved for a user once its approval code
// came back. A user row is made at the first device approval, never before the email is proven.
// A device is its id and its device key (proof.ts): the same id with another key is a new device.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import type { SessionUser } from './sessions.js';

/** SQL that is true when the device (its id and key) is approved for the address, over the placeholders given. */
export const deviceApprovedSql = (email: string, deviceId: string, jkt: string) =>
  `exists (select 1 from auth_devices d join auth_users u on u.id = d.user_id where u.email = ${email} and d.device_id = ${deviceId} and d.jkt = ${jkt})`;

export async function findUser(db: Queryable, email: string): Promise<SessionUser | undefined> {
  const [row] = await db.query<{ id: string }>('select id from auth_users where email = $1', [email]);
  return row && { email, userId: row.id };
}

/** Makes the user if new and approves the device for it. Run it in a transaction. */
export async function approveDevice(tx: Queryable, email: string, deviceId: string, jkt: string, now: number): Promise<SessionUser> {
  await tx.query('insert into auth_users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing', [randomUUID(), email, now]);
  const user = await findUser(tx, email);
  if (!user) throw new Error(`The user ${email} could not be stored`);
  await tx.query(
    `insert into auth_devices (user_id, device_id, approved_at, jkt) values ($1, $2, $3, $4)
     on conflict (user_id, device_id) do update set jkt = excluded.jkt, approved_at = excluded.approved_at`,
    [user.userId, deviceId, now, jkt],
  );
  return user;
}

export async function recordLogin(db: Queryable, userId: string, deviceId: string, now: number): Promise<void> {
  await db.query('update auth_devices set last_login_at = $3 where user_id = $1 and device_id = $2', [userId, deviceId, now]);
}
