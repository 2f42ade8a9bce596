// Guesses at an address's codes, per device key: at most 20 wrong ones a day, and once a code's
// worth of them came in a row, each further guess waits, twice as long after each miss (up to 5
// minutes). Counted per device key, so that no other device's misses hold back a device's right
// code; across the address's devices a ceiling (addressDays.ts) alerts and refuses nothing, so that
// no run of other device keys holds back a person's own code (a new device's, an email update's to
// an address nobody holds yet). Kept in the database (auth_guesses) and checked under a lock of
// the address held to the end of the code's transaction, so that concurrent requests and replicas
// count alike. A right code ends the device's run.
import type { Queryable } from '../db/db.js';
import { secondsUntil, TooManyRequests } from '../http/errors.js';
import { alertAtCeiling, countSql, DAY_MS, type AddressCeiling, type AddressDay } from './addressDays.js';
import type { CodeKey } from './codes.js';
import { AUTH_SAID, wrongCodesInRow } from './messages.js';

/** Six digits give each device 20 / 10^6 a day, while a person mistyping has room to spare. */
export const MAX_WRONG_CODES_PER_DEVICE_DAY = 20;
/** Wrong codes for one address in a day, across its devices, past which a flood is under way: the operator hears of it. */
export const WRONG_CODES_CEILING: AddressCeiling = { area: 'wrong-codes', max: 50 };
/** Wrong codes in a row that go without waiting: as many as one code takes before it burns (codes.ts), so typos never wait. */
export const FREE_WRONG_CODES = 5;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** The first key of the address locks (migrate.ts holds a single-key lock of its own). */
const GUESS_LOCK = 8787_0002;

type Guesser = Pick<CodeKey, 'email' | 'jkt'>;

type GuessState = {
  day_start: string | number | bigint;
  wrong_today: number;
  wrong_in_row: number;
  last_wrong_at: string | number | bigint;
};

/** How long a guess waits after `wrongInRow` wrong codes in a row. */
export const backoffMs = (wrongInRow: number) =>
  wrongInRow < FREE_WRONG_CODES ? 0 : Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (wrongInRow - FREE_WRONG_CODES));

/** Before a code is checked: 429 with Retry-After when the device's day is spent or it must wait. */
export async function guardGuess(tx: Queryable, { email, jkt }: Guesser, now: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [GUESS_LOCK, email]);
  const [state] = await tx.query<GuessState>(
    'select day_start, wrong_today, wrong_in_row, last_wrong_at from auth_guesses where email = $1 and jkt = $2',
    [email, jkt],
  );
  if (!state) return;
  const { day_start, wrong_today, wrong_in_row, last_wrong_at } = state;
  const dayEnds = Number(day_start) + DAY_MS;
  if (dayEnds > now && wrong_today >= MAX_WRONG_CODES_PER_DEVICE_DAY) {
    throw new TooManyRequests(AUTH_SAID.wrongCodesCapped, secondsUntil(dayEnds, now), [`at most ${MAX_WRONG_CODES_PER_DEVICE_DAY} wrong codes for one address from one device a day`]);
  }
  const waitEnds = Number(last_wrong_at) + backoffMs(wrong_in_row);
  if (waitEnds > now) {
    const seconds = secondsUntil(waitEnds, now);
    throw new TooManyRequests(wrongCodesInRow(seconds), seconds);
  }
}

/** After the check: a wrong code counts for the device and the address, a right one ends the device's run of wrong ones. */
export async function recordGuess(tx: Queryable, { email, jkt }: Guesser, right: boolean, now: number): Promise<void> {
  if (right) {
    await tx.query('update auth_guesses set wrong_in_row = 0 where email = $1 and jkt = $2 and wrong_in_row > 0', [email, jkt]);
    return;
  }
  const [counted] = await tx.query<AddressDay>(
    `with wrong as (
       insert into auth_guesses (email, jkt, day_start, wrong_today, wrong_in_row, last_wrong_at) values ($1, $2, $3::bigint, 1, 1, $3::bigint)
       on conflict (email, jkt) do update set
         day_start = case when auth_guesses.day_start > $3::bigint - ${DAY_MS} then auth_guesses.day_start else excluded.day_start end,
         wrong_today = case when auth_guesses.day_start > $3::bigint - ${DAY_MS} then auth_guesses.wrong_today + 1 else 1 end,
         wrong_in_row = auth_guesses.wrong_in_row + 1,
         last_wrong_at = excluded.last_wrong_at
       returning 1
     )
     ${countSql(WRONG_CODES_CEILING, '$1', '$3', 'wrong')}`,
    [email, jkt, now],
  );
  alertAtCeiling(WRONG_CODES_CEILING, email, counted!);
}
