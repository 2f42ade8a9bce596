// A Farcaster identity is its fid: (farcaster, fid) belongs to one user, made at its first sign-in.
// Farcaster proves no email, so that user has none and joins no email login's user.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import type { SessionUser } from '../sessions.js';
import { linkedUser } from '../social/identities.js';

export const FARCASTER_IDENTITY = 'farcaster';

/** The user of the fid, if it signed in before. */
export const knownUserOfFid = (db: Queryable, fid: number): Promise<SessionUser | undefined> => linkedUser(db, FARCASTER_IDENTITY, String(fid));

/** The user of the fid, made and tied to it now if it is new (`made`). Run it in a transaction. */
export async function userOfFid(tx: Queryable, fid: number, now: number): Promise<{ user: SessionUser; made: boolean }> {
  const subject = String(fid);
  const known = await linkedUser(tx, FARCASTER_IDENTITY, subject);
  if (known) {
    await tx.query('update auth_identities set last_login_at = $3 where provider = $1 and subject = $2', [FARCASTER_IDENTITY, subject, now]);
    return { user: known, made: false };
  }
  const userId = randomUUID();
  await tx.query('insert into auth_users (id, email, created_at) values ($1, null, $2)', [userId, now]);
  await tx.query(
    `insert into auth_identities (provider, subject, user_id, email, created_at, last_login_at) values ($1, $2, $3, null, $4, $4)
     on conflict (provider, subject) do nothing`,
    [FARCASTER_IDENTITY, subject, userId, now],
  );
  // Two first sign-ins at once: the first tie stands, and the other's user goes.
  const tied = await linkedUser(tx, FARCASTER_IDENTITY, subject);
  if (!tied) throw new Error(`The user of fid ${fid} could not be stored`);
  if (tied.userId !== userId) await tx.query('delete from auth_users where id = $1', [userId]);
  return { user: tied, made: tied.userId === userId };
}
