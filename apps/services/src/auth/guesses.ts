// Guesses at an address's codes: at most 20 wrong ones a day, and once a code's worth of them came
// in a row, each further guess waits, twice as long after each miss (up to 5 minutes). Kept in the
// database (auth_guesses) and checked under a lock of the address held to the end of the code's
// transaction, so that concurrent requests and replicas count alike. A right code ends the row.
import type { Queryable } from '../db/db.js';
import { secondsUntil, TooManyRequests } from '../http/errors.js';
import { AUTH_MESSAGES, wrongCodesInRow } from './messages.js';
import { DAY_MS } from './addressDays.js';

/** Six digits give an attacker 20 / 10^6 a day, while a person mistyping has room to spare. */
export const MAX_WRONG_CODES_PER_DAY = 20;
/** Wrong codes in a row that go without waiting: as many as one code takes before it burns (codes.ts), so typos never wait. */
export const FREE_WRONG_CODES = 5;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** The first key of the address locks (migrate.ts holds a single-key lock of its own). */
const GUESS_LOCK = 8787_0002;

type GuessRow = {
  day_start: string | number | bigint;
  wrong_today: number;
  wrong_in_row: number;
  last_wrong_at: string | number | bigint;
};

/** How long a guess waits after `wrongInRow` wrong codes in a row. */
export const backoffMs = (wrongInRow: number) =>
  wrongInRow < FREE_WRONG_CODES ? 0 : Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (wrongInRow - FREE_WRONG_CODES));

/** Before a code is checked: 429 with Retry-After when the address's day is spent or it must wait. */
export async function guardGuess(tx: Queryable, email: string, now: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [GUESS_LOCK, email]);
  const [row] = await tx.query<GuessRow>('select day_start, wrong_today, wrong_in_row, last_wrong_at from auth_guesses where email = $1', [email]);
  if (!row) return;
  const dayEnds = Number(row.day_start) + DAY_MS;
  if (dayEnds > now && row.wrong_today >= MAX_WRONG_CODES_PER_DAY) {
    throw new TooManyRequests(AUTH_MESSAGES.wrongCodesCapped, secondsUntil(dayEnds, now), [`at most ${MAX_WRONG_CODES_PER_DAY} wrong codes for one address a day`]);
  }
  const waitEnds = Number(row.last_wrong_at) + backoffMs(row.wrong_in_row);
  if (waitEnds > now) {
    const seconds = secondsUntil(waitEnds, now);
    throw new TooManyRequests(wrongCodesInRow(seconds), seconds);
  }
}

/** After the check: a wrong code counts, a right one ends the address's run of wrong ones. */
export async function recordGuess(tx: Queryable, email: string, right: boolean, now: number): Promise<void> {
  if (right) {
    await tx.query('update auth_guesses set wrong_in_row = 0 where email = $1 and wrong_in_row > 0', [email]);
    return;
  }
  await tx.query(
    `insert into auth_guesses (email, day_start, wrong_today, wrong_in_row, last_wrong_at) values ($1, $2::bigint, 1, 1, $2::bigint)
     on conflict (email) do update set
       day_start = case when auth_guesses.day_start > $2::bigint - ${DAY_MS} then auth_guesses.day_start else excluded.day_start end,
       wrong_today = case when auth_guesses.day_start > $2::bigint - ${DAY_MS} then auth_guesses.wrong_today + 1 else 1 end,
       wrong_in_row = auth_guesses.wrong_in_row + 1,
       last_wrong_at = excluded.last_wrong_at`,
    [email, now],
  );
}
