// An address's day across all of its devices (emails sent to it, wrong codes typed for it), beside
// the per-device counts that refuse (throttle.ts, guesses.ts). Its ceiling is where the operator
// hears of a flood: the count that reaches it logs one structured line, the address masked. It
// refuses no one: past it every device goes on within its own budget, so that a run of throwaway
// device keys cannot keep a person's new device from signing in (issue 30, point 3). What bounds a
// flood is the per-client write limits (http/rateLimit.ts, an IPv6 /64 one client). Counted in
// auth_address_days.
import type { Queryable } from '../db/db.js';
import { currentLog } from '../observability/current.js';

/** The window of every daily count of auth, per address and per device. */
export const DAY_MS = 24 * 3600_000;

export interface AddressCeiling {
  area: 'emails' | 'wrong-codes';
  max: number;
}

export type AddressDay = { day_start: string | number | bigint; count: number };

/**
 * SQL that adds one to the address's day for each row of `source` (a table or CTE), returning the
 * day's start and count; `email` and `now` are placeholders.
 */
export const countSql = ({ area }: AddressCeiling, email: string, now: string, source: string) =>
  `insert into auth_address_days (area, email, day_start, count) select '${area}', ${email}, ${now}::bigint, 1 from ${source}
   on conflict (area, email) do update set
     day_start = case when auth_address_days.day_start > ${now}::bigint - ${DAY_MS} then auth_address_days.day_start else excluded.day_start end,
     count = case when auth_address_days.day_start > ${now}::bigint - ${DAY_MS} then auth_address_days.count + 1 else 1 end
   returning day_start, count`;

/** The address as the alert names it: its first character and its domain. */
const maskAddress = (email: string) => `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;

/** Logs the alert when `counted` is the count that reached the ceiling: once a day per address, as counts rise one by one. */
export function alertAtCeiling({ area, max }: AddressCeiling, email: string, counted: AddressDay): void {
  if (counted.count !== max) return;
  currentLog().warn({ alert: 'address-ceiling', area: `auth:${area}`, address: maskAddress(email), ceiling: max, dayStart: new Date(Number(counted.day_start)).toISOString() }, 'an address reached its daily ceiling');
}

/** Takes back one count of the day `counted` (an email that could not be sent); a day left at none goes, as none reads the same. */
export async function uncount(db: Queryable, { area }: AddressCeiling, email: string, counted: AddressDay): Promise<void> {
  const day = [area, email, counted.day_start];
  await db.query('delete from auth_address_days where area = $1 and email = $2 and day_start = $3 and count = 1', day);
  await db.query('update auth_address_days set count = count - 1 where area = $1 and email = $2 and day_start = $3 and count > 1', day);
}
