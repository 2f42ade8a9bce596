// Every transaction signed from a shared key, kept before it is broadcast (outgoing_transactions):
// its chain, sender, nonce, hash and raw bytes, and the payment it makes (a purpose such as
// 'onramp' and a reference such as the purchase's id). A payment's attempts at one nonce (the
// first, and those re-signed with higher fees) stay open ('signed', then 'sent') until one is
// mined ('mined' or 'reverted'; the others 'superseded'), or the nonce goes to another
// transaction ('replaced', and the payment is signed again at a fresh nonce). An open attempt's
// `updated_at` is its follower's heartbeat: one left alone is resumed by a replica (resume.ts).
import type { Queryable } from '../db/db.js';
import type { SenderKey } from './nonces.js';

/** The payment a transaction makes: at most one of a payment's transactions is ever mined. */
export interface Payment {
  purpose: string;
  reference: string;
}

export interface Attempt {
  hash: string;
  nonce: number;
  raw: string;
}

export interface OpenPayment extends Payment {
  attempts: Attempt[];
}

const OPEN = `status in ('signed', 'sent')`;

export async function recordSigned(db: Queryable, { chainId, sender }: SenderKey, { purpose, reference }: Payment, { hash, nonce, raw }: Attempt): Promise<void> {
  await db.query('insert into outgoing_transactions (hash, chain_id, sender, nonce, raw_tx, purpose, reference) values ($1, $2, $3, $4, $5, $6, $7)', [
    hash,
    chainId,
    sender.toLowerCase(),
    nonce,
    raw,
    purpose,
    reference,
  ]);
}

export async function markSent(db: Queryable, hash: string): Promise<void> {
  await db.query(`update outgoing_transactions set status = 'sent', updated_at = now() where hash = $1 and status = 'signed'`, [hash]);
}

/** The follower's heartbeat: these attempts are looked after. */
export async function touch(db: Queryable, hashes: readonly string[]): Promise<void> {
  await db.query(`update outgoing_transactions set updated_at = now() where hash = any($1) and ${OPEN}`, [hashes]);
}

/** Closes the payment's open attempts: `hash` mined (or reverted), the others superseded. */
export async function markMined(db: Queryable, { purpose, reference }: Payment, hash: string, reverted: boolean): Promise<void> {
  await db.query(
    `update outgoing_transactions set status = case when hash = $3 then $4 else 'superseded' end, updated_at = now()
     where purpose = $1 and reference = $2 and (hash = $3 or ${OPEN})`,
    [purpose, reference, hash, reverted ? 'reverted' : 'mined'],
  );
}

/** Closes the attempts whose nonce another transaction took; false when another follower closed them first. */
export async function markReplaced(db: Queryable, hashes: readonly string[]): Promise<boolean> {
  const closed = await db.query(`update outgoing_transactions set status = 'replaced', updated_at = now() where hash = any($1) and ${OPEN} returning hash`, [hashes]);
  return closed.length > 0;
}

/** Takes the key's open payments of `purpose` that no one has looked after for `staleMs`, each for this process to follow. */
export async function claimStale(db: Queryable, { chainId, sender }: SenderKey, purpose: string, staleMs: number): Promise<OpenPayment[]> {
  const rows = await db.query<{ hash: string; nonce: string; raw_tx: string; reference: string }>(
    `update outgoing_transactions set updated_at = now()
     where chain_id = $1 and sender = $2 and purpose = $3 and ${OPEN} and updated_at < now() - make_interval(secs => $4)
     returning hash, nonce, raw_tx, reference`,
    [chainId, sender.toLowerCase(), purpose, staleMs / 1000],
  );
  const byReference = new Map<string, OpenPayment>();
  for (const row of rows) {
    const payment = byReference.get(row.reference) ?? { purpose, reference: row.reference, attempts: [] };
    payment.attempts.push({ hash: row.hash, nonce: Number(row.nonce), raw: row.raw_tx });
    byReference.set(row.reference, payment);
  }
  return [...byReference.values()];
}
