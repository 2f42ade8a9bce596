// The passkeys of each user: the credential id, its COSE public key, the signature counter and the
// transports the browser named, as SimpleWebAuthn verifies an assertion against them.
import type { AuthenticatorTransport, WebAuthnCredential } from '@simplewebauthn/server';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/errors.js';
import type { SessionUser } from '../sessions.js';
import { PASSKEY_MESSAGES, PASSKEY_SAID } from './messages.js';

/** Enough for a phone, a laptop and a few security keys; bounds a user's rows. */
export const MAX_PASSKEYS_PER_USER = 10;

export interface StoredPasskey {
  credential: WebAuthnCredential;
  user: SessionUser;
}

type PasskeyRow = { id: string; public_key: string; counter: string | number | bigint; transports: string; user_id: string; email: string | null };

const transportsOf = (text: string) => JSON.parse(text) as AuthenticatorTransport[];

/** The user's passkeys, for excludeCredentials. */
export async function passkeysOf(db: Queryable, userId: string): Promise<{ id: string; transports: AuthenticatorTransport[] }[]> {
  const rows = await db.query<{ id: string; transports: string }>('select id, transports from auth_passkeys where user_id = $1 order by created_at', [userId]);
  return rows.map((row) => ({ id: row.id, transports: transportsOf(row.transports) }));
}

export async function findPasskey(db: Queryable, id: string): Promise<StoredPasskey | undefined> {
  const [row] = await db.query<PasskeyRow>(
    'select p.id, p.public_key, p.counter, p.transports, u.id as user_id, u.email from auth_passkeys p join auth_users u on u.id = p.user_id where p.id = $1',
    [id],
  );
  if (!row) return undefined;
  const credential = { id: row.id, publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')), counter: Number(row.counter), transports: transportsOf(row.transports) };
  return { credential, user: { userId: row.user_id, email: row.email } };
}

/** Keeps a verified new passkey for the user; one registered already (by anyone) is a 409. Run it in a transaction. */
export async function storePasskey(tx: Queryable, userId: string, credential: WebAuthnCredential, now: number): Promise<void> {
  const [{ count } = { count: 0 }] = await tx.query<{ count: string | number }>('select count(*) as count from auth_passkeys where user_id = $1', [userId]);
  if (Number(count) >= MAX_PASSKEYS_PER_USER) throw new HttpError(409, PASSKEY_MESSAGES.tooMany(MAX_PASSKEYS_PER_USER));
  const stored = await tx.query(
    `insert into auth_passkeys (id, user_id, public_key, counter, transports, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do nothing returning 1`,
    [credential.id, userId, Buffer.from(credential.publicKey).toString('base64url'), credential.counter, JSON.stringify(credential.transports ?? []), now],
  );
  if (stored.length === 0) throw new HttpError(409, PASSKEY_SAID.registeredAlready);
}

/** After a good assertion: the authenticator's new counter, and when it was last used. */
export async function recordUse(db: Queryable, id: string, counter: number, now: number): Promise<void> {
  await db.query('update auth_passkeys set counter = $2, last_used_at = $3 where id = $1', [id, counter, now]);
}
