// One-time codes: 6 digits, kept only as a salted SHA-256, valid 10 minutes, used once, and burnt
// after 5 wrong tries. A new code for the same email, device, device key and purpose replaces the
// open one. A code is bound to the device key (proof.ts) of the request that asked for it: typed
// with another key, it is not found.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { guardGuess, recordGuess } from './guesses.js';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** Closed codes are deleted this long after they expire. */
const CODE_RETENTION_MS = 24 * 3600_000;

/**
 * `device` approves a new device; `login` signs in from an approved one; `update-primary` and
 * `update-secondary` confirm an email update at the current and at the new address (emailUpdate/);
 * `link` joins a new provider identity to the account of its address (social/identityLink.ts).
 */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary' | 'link';

export interface CodeKey {
  email: string;
  deviceId: string;
  /** The thumbprint of the device key that asked for the code (proof.ts). */
  jkt: string;
  purpose: CodePurpose;
}

export type CodeCheck =
  | { ok: true; id: string }
  | { ok: false; reason: 'missing' | 'expired' | 'burnt' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number };

export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Compares hashes in constant time, so the answer's timing says nothing of the code. */
export function codeMatches(code: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashCode(code, salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Stores a code once its email went out, replacing the open one of the same key, in one statement
 * (atomic on its own): the address's codes past retention go in it too.
 */
export async function storeCode(db: Queryable, key: CodeKey, code: string, now: number): Promise<void> {
  const salt = randomBytes(16).toString('hex');
  const retainedSince = now - CODE_RETENTION_MS;
  await db.query(
    `with gone as (delete from auth_codes where email = $2 and expires_at < $10),
     replaced as (
       update auth_codes set closed_at = $7, closed_reason = 'replaced'
       where email = $2 and device_id = $3 and purpose = $4 and jkt = $9 and closed_at is null and expires_at >= $10
     )
     insert into auth_codes (id, email, device_id, purpose, salt, hash, created_at, expires_at, jkt)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [randomUUID(), key.email, key.deviceId, key.purpose, salt, hashCode(code, salt), now, now + CODE_TTL_MS, key.jkt, retainedSince],
  );
}

type CodeRow = {
  id: string;
  salt: string;
  hash: string;
  attempts: number;
  expires_at: string | number | bigint;
};

/**
 * Checks a typed code against the open one: a match uses it up, a miss counts, the 5th miss burns it.
 * The device's guesses at the address's codes are capped and back off (guesses.ts): 429 before any check. Run it in a transaction.
 */
export async function checkCode(tx: Queryable, key: CodeKey, typed: string, now: number): Promise<CodeCheck> {
  const [row] = await tx.query<CodeRow>(
    `select id, salt, hash, attempts, expires_at from auth_codes
     where email = $1 and device_id = $2 and purpose = $3 and jkt = $4 and closed_at is null
     order by created_at desc limit 1 for update`,
    [key.email, key.deviceId, key.purpose, key.jkt],
  );
  if (!row) return { ok: false, reason: 'missing' };
  if (Number(row.expires_at) <= now) return { ok: false, reason: 'expired' };
  await guardGuess(tx, key, now);
  if (codeMatches(typed, row.salt, row.hash)) {
    await tx.query(`update auth_codes set closed_at = $2, closed_reason = 'used' where id = $1`, [row.id, now]);
    await recordGuess(tx, key, true, now);
    return { ok: true, id: row.id };
  }
  await recordGuess(tx, key, false, now);
  const attempts = row.attempts + 1;
  if (attempts >= MAX_CODE_ATTEMPTS) {
    await tx.query(`update auth_codes set attempts = $2, closed_at = $3, closed_reason = 'burnt' where id = $1`, [row.id, attempts, now]);
    return { ok: false, reason: 'burnt' };
  }
  await tx.query(`update auth_codes set attempts = $2 where id = $1`, [row.id, attempts]);
  return { ok: false, reason: 'wrong', attemptsLeft: MAX_CODE_ATTEMPTS - attempts };
}

/** Opens a used code again, when the request that used it failed before it could finish. */
export async function reopenCode(db: Queryable, id: string): Promise<void> {
  await db.query(`update auth_codes set closed_at = null, closed_reason = null where id = $1 and closed_reason = 'used'`, [id]);
}
