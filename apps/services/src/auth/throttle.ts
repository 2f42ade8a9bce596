// At most one login email per address every 30 s (SPEC 9), claimed atomically in the database so
// two requests at once, or two processes on one PostgreSQL, cannot both send.
import type { Queryable } from '../db/db.js';

export const EMAIL_INTERVAL_MS = 30_000;

export interface EmailSlot {
  /** 0 when the slot was taken, else the whole seconds left to wait (rounded up). */
  wait: number;
  /** When the address's last email went before this claim (null: never), to give the slot back. */
  previous: number | null;
}

/** Takes the address's slot at `now`, unless an email went to it in the last 30 s. */
export async function claimEmailSlot(db: Queryable, email: string, now: number): Promise<EmailSlot> {
  const claimed = await db.query<{ previous: string | number | bigint | null }>(
    `with before as (select last_sent_at from auth_email_sends where email = $1)
     insert into auth_email_sends (email, last_sent_at) values ($1, $2)
     on conflict (email) do update set last_sent_at = excluded.last_sent_at
     where auth_email_sends.last_sent_at <= $2 - ${EMAIL_INTERVAL_MS}
     returning (select last_sent_at from before) as previous`,
    [email, now],
  );
  if (claimed.length) return { wait: 0, previous: claimed[0]!.previous === null ? null : Number(claimed[0]!.previous) };
  const [row] = await db.query<{ last_sent_at: string | number | bigint }>('select last_sent_at from auth_email_sends where email = $1', [email]);
  const left = Number(row?.last_sent_at ?? now) + EMAIL_INTERVAL_MS - now;
  return { wait: Math.min(EMAIL_INTERVAL_MS / 1000, Math.max(1, Math.ceil(left / 1000))), previous: null };
}

/** Gives the slot back as it was when the email could not be sent, so the user may try again at once. */
export async function releaseEmailSlot(db: Queryable, email: string, slot: EmailSlot, claimedAt: number): Promise<void> {
  if (slot.previous === null) await db.query('delete from auth_email_sends where email = $1 and last_sent_at = $2', [email, claimedAt]);
  else await db.query('update auth_email_sends set last_sent_at = $3 where email = $1 and last_sent_at = $2', [email, claimedAt, slot.previous]);
}

/** Records an email sent outside a claim (the login code that follows a device approval). */
export async function markEmailSent(db: Queryable, email: string, now: number): Promise<void> {
  await db.query(
    `insert into auth_email_sends (email, last_sent_at) values ($1, $2)
     on conflict (email) do update set last_sent_at = greatest(auth_email_sends.last_sent_at, excluded.last_sent_at)`,
    [email, now],
  );
}
