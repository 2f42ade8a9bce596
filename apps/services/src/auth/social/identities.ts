// A provider's identity (provider, subject) belongs to one user. At its first sign-in it joins
// the user of its verified email, made by an email login or another provider, or a new user made
// as the email login makes one: so one verified address reaches one wallet whichever way it signs in.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { findUser } from '../users.js';
import type { SessionUser } from '../sessions.js';
import type { VerifiedIdentity } from './pendingLogins.js';
import type { SocialProvider } from './providers.js';

/** The user an identity of `provider` (a social provider, or `farcaster`) is tied to. */
export async function linkedUser(db: Queryable, provider: SocialProvider | 'farcaster', subject: string): Promise<SessionUser | undefined> {
  const [row] = await db.query<{ id: string; email: string | null }>(
    'select u.id, u.email from auth_identities i join auth_users u on u.id = i.user_id where i.provider = $1 and i.subject = $2',
    [provider, subject],
  );
  return row && { userId: row.id, email: row.email };
}

/** The user of the identity, tied to it now if it is new. Run it in a transaction. */
export async function userOfIdentity(tx: Queryable, provider: SocialProvider, identity: VerifiedIdentity, now: number): Promise<SessionUser> {
  const known = await linkedUser(tx, provider, identity.subject);
  if (known) {
    await tx.query('update auth_identities set last_login_at = $3 where provider = $1 and subject = $2', [provider, identity.subject, now]);
    return known;
  }
  await tx.query('insert into auth_users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing', [randomUUID(), identity.email, now]);
  const user = await findUser(tx, identity.email);
  if (!user) throw new Error(`The user ${identity.email} could not be stored`);
  // Two first sign-ins at once: the first tie stands, and both get its user.
  await tx.query(
    `insert into auth_identities (provider, subject, user_id, email, created_at, last_login_at) values ($1, $2, $3, $4, $5, $5)
     on conflict (provider, subject) do nothing`,
    [provider, identity.subject, user.userId, identity.email, now],
  );
  return (await linkedUser(tx, provider, identity.subject)) ?? user;
}
