// Login emails per address: one every 30 s (SPEC 9) and at most 10 a day, claimed atomically in
// the database so two requests at once, or two processes on one PostgreSQL, cannot both send.
import type { Queryable } from '../db/db.js';
import { secondsUntil, TooManyRequests } from '../http/errors.js';
import { AUTH_MESSAGES, emailThrottled } from './messages.js';
import { deviceApprovedSql } from './users.js';

export const EMAIL_INTERVAL_MS = 30_000;
/** The window of the per-address daily caps (here, and on wrong codes: guesses.ts). */
export const DAY_MS = 24 * 3600_000;
/** A login takes one email, or two on a new device: a person needs a few a day, a flood many. */
export const MAX_EMAILS_PER_DAY = 10;

type SendsRow = { last_sent_at: string | number | bigint; day_start: string | number | bigint | null; day_count: number };

export interface EmailSlot {
  /** The address's row before this claim (null: none), to give the slot back as it was. */
  previous: SendsRow | null;
}

/** The device a login start is for, to learn in the same statement whether it is approved. */
export interface StartingDevice {
  deviceId: string;
  jkt: string;
}

/**
 * Takes the address's slot at `now`; 429 with Retry-After when an email went to it in the last 30 s
 * (SPEC 8's message), or when its day's emails are spent. With `device`, the slot also says whether
 * that device is approved for the address (one round trip for a login's start).
 */
export async function claimEmailSlot(db: Queryable, email: string, now: number, device?: StartingDevice): Promise<EmailSlot & { known: boolean }> {
  const claimed = await db.query<{ previous: SendsRow | null; known: boolean }>(
    `with before as (select last_sent_at, day_start, day_count from auth_email_sends where email = $1)
     insert into auth_email_sends (email, last_sent_at, day_start, day_count) values ($1, $2::bigint, $2::bigint, 1)
     on conflict (email) do update set
       last_sent_at = excluded.last_sent_at,
       day_start = case when auth_email_sends.day_start > $2::bigint - ${DAY_MS} then auth_email_sends.day_start else excluded.day_start end,
       day_count = case when auth_email_sends.day_start > $2::bigint - ${DAY_MS} then auth_email_sends.day_count + 1 else 1 end
     where auth_email_sends.last_sent_at <= $2::bigint - ${EMAIL_INTERVAL_MS}
       and (auth_email_sends.day_start is null or auth_email_sends.day_start <= $2::bigint - ${DAY_MS} or auth_email_sends.day_count < ${MAX_EMAILS_PER_DAY})
     returning (select row_to_json(before) from before) as previous, ${device ? deviceApprovedSql('$1', '$3', '$4') : 'false'} as known`,
    device ? [email, now, device.deviceId, device.jkt] : [email, now],
  );
  if (claimed.length) return claimed[0]!;
  const [row] = await db.query<SendsRow>('select last_sent_at, day_start, day_count from auth_email_sends where email = $1', [email]);
  const nextEmail = Number(row?.last_sent_at ?? now) + EMAIL_INTERVAL_MS;
  if (nextEmail > now) {
    const wait = Math.min(EMAIL_INTERVAL_MS / 1000, secondsUntil(nextEmail, now));
    throw new TooManyRequests(emailThrottled(wait), wait);
  }
  throw dayCapped(Number(row!.day_start), now);
}

const dayCapped = (dayStart: number, now: number) =>
  new TooManyRequests(AUTH_MESSAGES.emailsCapped, secondsUntil(dayStart + DAY_MS, now), [`at most ${MAX_EMAILS_PER_DAY} emails to one address a day`]);

/**
 * 429 when the address's day's emails are spent. For a mail to the signed-in person's own, proven
 * address (an email update's first code), which the 30 s interval between logins does not hold
 * back; markEmailSent then counts it.
 */
export async function requireDayCapLeft(db: Queryable, email: string, now: number): Promise<void> {
  const [row] = await db.query<SendsRow>('select last_sent_at, day_start, day_count from auth_email_sends where email = $1', [email]);
  if (row?.day_start != null && Number(row.day_start) > now - DAY_MS && row.day_count >= MAX_EMAILS_PER_DAY) throw dayCapped(Number(row.day_start), now);
}

/** Gives the slot back as it was when the email could not be sent, so the user may try again at once. */
export async function releaseEmailSlot(db: Queryable, email: string, slot: EmailSlot, claimedAt: number): Promise<void> {
  const { previous } = slot;
  if (previous === null) await db.query('delete from auth_email_sends where email = $1 and last_sent_at = $2', [email, claimedAt]);
  else {
    await db.query('update auth_email_sends set last_sent_at = $3, day_start = $4, day_count = $5 where email = $1 and last_sent_at = $2', [
      email,
      claimedAt,
      previous.last_sent_at,
      previous.day_start,
      previous.day_count,
    ]);
  }
}

/** Records an email sent outside a claim (the login code that follows a device approval): it counts in the day's. */
export async function markEmailSent(db: Queryable, email: string, now: number): Promise<void> {
  await db.query(
    `insert into auth_email_sends (email, last_sent_at, day_start, day_count) values ($1, $2::bigint, $2::bigint, 1)
     on conflict (email) do update set
       last_sent_at = greatest(auth_email_sends.last_sent_at, excluded.last_sent_at),
       day_start = case when auth_email_sends.day_start > $2::bigint - ${DAY_MS} then auth_email_sends.day_start else excluded.day_start end,
       day_count = case when auth_email_sends.day_start > $2::bigint - ${DAY_MS} then auth_email_sends.day_count + 1 else 1 end`,
    [email, now],
  );
}
