// A provider's identity (provider, subject) belongs to one user. A new one joins the user that holds
// its address only with that user's consent (issue 30, point 4): a live session of that user on the
// device key that signs in, or a code mailed to the address and typed in the frame (identityLink.ts);
// otherwise, or when the person chooses so, it gets a user of its own. A new identity whose address
// nobody holds makes a user of that address, as the email login would; the email login then
// reaches it, as the code proves the address.
// A user of its own beside the holder of its address keeps no email (the identity keeps the
// provider's): emails stay unique in auth_users, which the email login, device approvals, mail
// throttles and notices all key on, and users known by an identity alone exist already (Farcaster's),
// so every path knows them; a second user of one address would make each of those choose.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { boundToFrame } from '../keyRelease.js';
import { findUser } from '../users.js';
import type { LoginMethod, SessionUser, VerifiedSession } from '../sessions.js';
import type { VerifiedIdentity } from './pendingLogins.js';
import { emailLinksAccounts, type SocialProvider } from './providers.js';

/**
 * How the sessions of an identity's sign-ins count for the key hold (keyRelease.ts): `social`, or,
 * for an identity linked by a code or a session that could be phished, that proof's method, so that
 * the link is never stronger than what proved it.
 */
export type IdentityMethod = Exclude<LoginMethod, 'passkey'>;

export interface IdentityUser {
  user: SessionUser;
  method: IdentityMethod;
}

/** Where a sign-in goes: the identity's user, or first the consent of the user that holds its address. */
export type Placement = IdentityUser | { consentOf: SessionUser };

/** The user an identity of `provider` (a social provider, or `farcaster`) is tied to. */
export async function linkedUser(db: Queryable, provider: SocialProvider | 'farcaster', subject: string): Promise<SessionUser | undefined> {
  return (await tiedUser(db, provider, subject))?.user;
}

async function tiedUser(db: Queryable, provider: SocialProvider | 'farcaster', subject: string): Promise<IdentityUser | undefined> {
  const [row] = await db.query<{ id: string; email: string | null; session_method: IdentityMethod }>(
    'select u.id, u.email, i.session_method from auth_identities i join auth_users u on u.id = i.user_id where i.provider = $1 and i.subject = $2',
    [provider, subject],
  );
  return row && { user: { userId: row.id, email: row.email }, method: row.session_method };
}

/** Ties the identity to `userId`; two first sign-ins at once: the first tie stands, and both get its user. */
async function tie(tx: Queryable, provider: SocialProvider, identity: VerifiedIdentity, userId: string, method: IdentityMethod, now: number): Promise<IdentityUser> {
  await tx.query(
    `insert into auth_identities (provider, subject, user_id, email, created_at, last_login_at, session_method) values ($1, $2, $3, $4, $5, $5, $6)
     on conflict (provider, subject) do nothing`,
    [provider, identity.subject, userId, identity.email, now, method],
  );
  const tied = await tiedUser(tx, provider, identity.subject);
  if (!tied) throw new Error(`The identity ${provider}:${identity.subject} could not be stored`);
  return tied;
}

/** Makes a user (of `email`, or of none) and ties the identity to it; the user goes again when another sign-in tied the identity first. */
async function tieToNewUser(tx: Queryable, provider: SocialProvider, identity: VerifiedIdentity, email: string | null, now: number): Promise<IdentityUser | undefined> {
  const userId = randomUUID();
  const made = await tx.query('insert into auth_users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing returning id', [userId, email, now]);
  if (made.length === 0) return undefined;
  const tied = await tie(tx, provider, identity, userId, 'social', now);
  if (tied.user.userId !== userId) await tx.query('delete from auth_users where id = $1', [userId]);
  return tied;
}

/**
 * Where a sign-in of the identity goes: the user it is tied to; for a new identity, the user that
 * holds its address if `live` is a session of that user (on the device key signing in), else that
 * user's consent first; a new user of the address when nobody holds it. An address its provider
 * does not vouch for (Facebook's) reaches no account: a user of its own. Run it in a transaction.
 */
export async function placeIdentity(tx: Queryable, provider: SocialProvider, identity: VerifiedIdentity, live: VerifiedSession | undefined, now: number): Promise<Placement> {
  const known = await tiedUser(tx, provider, identity.subject);
  if (known) {
    await tx.query('update auth_identities set last_login_at = $3 where provider = $1 and subject = $2', [provider, identity.subject, now]);
    return known;
  }
  if (!emailLinksAccounts(provider)) return ownUser(tx, provider, identity, now);
  const holder = await findUser(tx, identity.email);
  if (holder && live?.user.userId === holder.userId) return tie(tx, provider, identity, holder.userId, boundToFrame(live.method) ? 'social' : live.method, now);
  if (holder) return { consentOf: holder };
  // Nobody held it, unless an email login made its user meanwhile: that user's consent then.
  return (await tieToNewUser(tx, provider, identity, identity.email, now)) ?? { consentOf: (await findUser(tx, identity.email))! };
}

/** The person proved the address by the code mailed there: the identity joins its user (made now if nobody holds it any more). Run it in a transaction. */
export async function linkToAddress(tx: Queryable, provider: SocialProvider, identity: VerifiedIdentity, now: number): Promise<IdentityUser> {
  await tx.query('insert into auth_users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing', [randomUUID(), identity.email, now]);
  const holder = await findUser(tx, identity.email);
  if (!holder) throw new Error(`The user ${identity.email} could not be stored`);
  return tie(tx, provider, identity, holder.userId, 'email', now);
}

/** The identity's own user, known by its identities alone (no email): a new one, unless the identity is tied already. Run it in a transaction. */
export async function ownUser(tx: Queryable, provider: SocialProvider, identity: VerifiedIdentity, now: number): Promise<IdentityUser> {
  return (await tiedUser(tx, provider, identity.subject)) ?? (await tieToNewUser(tx, provider, identity, null, now))!;
}
