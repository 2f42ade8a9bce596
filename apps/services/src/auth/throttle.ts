// Login emails per address and device key (the `jkt` of the device's proofs): one every 30 s
// (SPEC 9) and at most 10 a day, claimed atomically in the database so that two requests at once,
// or two processes on one PostgreSQL, cannot both send. Counted per device key, so that no other
// device holds back or spends the mail of a device; across the address's devices a ceiling
// (addressDays.ts) alerts and refuses nothing, so that no run of other device keys keeps a person's
// new device from its mail. What bounds such a run is the per-client write limits.
import type { Queryable } from '../db/db.js';
import { secondsUntil, TooManyRequests } from '../http/errors.js';
import { alertAtCeiling, countSql, DAY_MS, uncount, type AddressCeiling, type AddressDay } from './addressDays.js';
import { AUTH_SAID, emailThrottled } from './messages.js';
import type { Limited, PendingLimit } from '../http/rateLimit.js';
import { proofReplayed, recordProofSql, type CheckedProof } from './proof.js';
import { deviceApprovedSql } from './users.js';

export const EMAIL_INTERVAL_MS = 30_000;
/** A login takes one email, or two on a new device: a device needs a few a day, a flood many. */
export const MAX_EMAILS_PER_DEVICE_DAY = 10;
/** A person's few devices stay far below it: an address reaching it is flooded, and the operator hears of it. */
export const EMAILS_CEILING: AddressCeiling = { area: 'emails', max: 50 };

type SendsRow = { last_sent_at: string | number | bigint; day_start: string | number | bigint; day_count: number };

/** The device an email goes to: its id and its key, whose approval for the address makes the mail a login code. */
export interface MailedDevice {
  deviceId: string;
  jkt: string;
}

export interface EmailSlot {
  /** The device's row before this claim (null: none), to give the slot back as it was. */
  previous: SendsRow | null;
  /** The address's day with this email in it. */
  counted: AddressDay;
}

/** What the email start writes first, in the statement that claims its slot: the request's proof, and its count against the write limits. */
export interface StartWrites {
  proof: CheckedProof;
  limit: PendingLimit;
}

/**
 * Takes the slot of the address and device at `now`, and says whether the device is approved for
 * the address (one statement). 429 with Retry-After when an email went to the device in the last
 * 30 s (SPEC 8's message) or its day's emails are spent; the address's day past its ceiling refuses
 * no device. With the email start's `first` writes, the same statement
 * counts the request against the write limits and records its proof before it claims anything:
 * a request past a limit (429) or with a replayed proof (401) takes nothing.
 */
export async function claimEmailSlot(db: Queryable, email: string, device: MailedDevice, now: number, first?: StartWrites): Promise<EmailSlot & { known: boolean }> {
  const limits = first?.limit.sql(7);
  const firstCtes = first ? `${limits!.ctes}, proof as (${recordProofSql('$2', '$5', '$6', first.limit.within)}),` : '';
  const [claim] = await db.query<{ previous: SendsRow | null; known: boolean; counted: AddressDay | null; replayed: boolean; limited: Limited | null }>(
    `with ${firstCtes} before as (select last_sent_at, day_start, day_count from auth_email_sends where email = $1 and jkt = $2),
     device as (select ${deviceApprovedSql('$1', '$4', '$2')} as known),
     claimed as (
       insert into auth_email_sends (email, jkt, last_sent_at, day_start, day_count)
       select $1, $2, $3::bigint, $3::bigint, 1${first ? ' where exists (select 1 from proof)' : ''}
       on conflict (email, jkt) do update set
         last_sent_at = excluded.last_sent_at,
         day_start = case when auth_email_sends.day_start > $3::bigint - ${DAY_MS} then auth_email_sends.day_start else excluded.day_start end,
         day_count = case when auth_email_sends.day_start > $3::bigint - ${DAY_MS} then auth_email_sends.day_count + 1 else 1 end
       where auth_email_sends.last_sent_at <= $3::bigint - ${EMAIL_INTERVAL_MS}
         and (auth_email_sends.day_start <= $3::bigint - ${DAY_MS} or auth_email_sends.day_count < ${MAX_EMAILS_PER_DEVICE_DAY})
       returning 1
     ),
     counted as (${countSql(EMAILS_CEILING, '$1', '$3', 'claimed')})
     select (select row_to_json(before) from before) as previous, (select known from device) as known,
       (select row_to_json(counted) from counted) as counted,
       ${first ? 'not exists (select 1 from proof) as replayed, (select row_to_json(limited) from limited) as limited' : 'false as replayed, null as limited'}`,
    [email, device.jkt, now, device.deviceId, ...(first ? [first.proof.jti, first.proof.expiresAt, ...limits!.params] : [])],
  );
  if (claim!.limited) first!.limit.check(claim!.limited);
  const { previous, known, counted, replayed } = claim!;
  if (replayed) throw proofReplayed();
  if (counted) {
    alertAtCeiling(EMAILS_CEILING, email, counted);
    return { previous, counted, known };
  }
  // Read again: the statement's snapshot may predate the claim that held this one back.
  const [row] = await db.query<SendsRow>('select last_sent_at, day_start, day_count from auth_email_sends where email = $1 and jkt = $2', [email, device.jkt]);
  const nextEmail = Number(row?.last_sent_at ?? now) + EMAIL_INTERVAL_MS;
  if (nextEmail > now) {
    const wait = Math.min(EMAIL_INTERVAL_MS / 1000, secondsUntil(nextEmail, now));
    throw new TooManyRequests(emailThrottled(wait), wait);
  }
  throw deviceDayCapped(Number(row!.day_start), now);
}

const deviceDayCapped = (dayStart: number, now: number) =>
  new TooManyRequests(AUTH_SAID.emailsCapped, secondsUntil(dayStart + DAY_MS, now), [`at most ${MAX_EMAILS_PER_DEVICE_DAY} emails to one address for one device a day`]);

/**
 * 429 when the device's day of emails to the address is spent. For a mail to the signed-in
 * person's own, proven address (an email update's first code), which the 30 s interval does not
 * hold back; markEmailSent then counts it.
 */
export async function requireDayCapLeft(db: Queryable, email: string, jkt: string, now: number): Promise<void> {
  const [row] = await db.query<SendsRow>('select last_sent_at, day_start, day_count from auth_email_sends where email = $1 and jkt = $2', [email, jkt]);
  if (row && Number(row.day_start) > now - DAY_MS && row.day_count >= MAX_EMAILS_PER_DEVICE_DAY) throw deviceDayCapped(Number(row.day_start), now);
}

/** Gives the slot back as it was when the email could not be sent, so the device may try again at once. */
export async function releaseEmailSlot(db: Queryable, email: string, jkt: string, slot: EmailSlot, claimedAt: number): Promise<void> {
  const { previous } = slot;
  if (previous === null) await db.query('delete from auth_email_sends where email = $1 and jkt = $2 and last_sent_at = $3', [email, jkt, claimedAt]);
  else {
    await db.query('update auth_email_sends set last_sent_at = $4, day_start = $5, day_count = $6 where email = $1 and jkt = $2 and last_sent_at = $3', [
      email,
      jkt,
      claimedAt,
      previous.last_sent_at,
      previous.day_start,
      previous.day_count,
    ]);
  }
  await uncount(db, EMAILS_CEILING, email, slot.counted);
}

/** Records an email sent outside a claim (the login code that follows a device approval): it counts in the device's day and the address's. */
export async function markEmailSent(db: Queryable, email: string, jkt: string, now: number): Promise<void> {
  const [counted] = await db.query<AddressDay>(
    `with sent as (
       insert into auth_email_sends (email, jkt, last_sent_at, day_start, day_count) values ($1, $2, $3::bigint, $3::bigint, 1)
       on conflict (email, jkt) do update set
         last_sent_at = greatest(auth_email_sends.last_sent_at, excluded.last_sent_at),
         day_start = case when auth_email_sends.day_start > $3::bigint - ${DAY_MS} then auth_email_sends.day_start else excluded.day_start end,
         day_count = case when auth_email_sends.day_start > $3::bigint - ${DAY_MS} then auth_email_sends.day_count + 1 else 1 end
       returning 1
     )
     ${countSql(EMAILS_CEILING, '$1', '$3', 'sent')}`,
    [email, jkt, now],
  );
  alertAtCeiling(EMAILS_CEILING, email, counted!);
}
