// The caps of the email login, over real HTTP on a moved clock. Per address and device key:
// emails a day, wrong codes a day, and the wait that grows after a code's worth of wrong codes in
// a row. Per address, across its devices: a ceiling that alerts once and refuses no one, so that
// no run of other device keys locks a new device out. Each refusal is a 429 with Retry-After and
// leaves the code as it was.
import { AUTH_SAID, CODE_TTL_MS, emailThrottled, EMAIL_INTERVAL_MS, MAX_CODE_ATTEMPTS, type IssuedSession, type Said } from '../src/index.js';
import { DAY_MS } from '../src/auth/addressDays.js';
import { backoffMs, FREE_WRONG_CODES, MAX_WRONG_CODES_PER_DEVICE_DAY, WRONG_CODES_CEILING } from '../src/auth/guesses.js';
import { wrongCodesInRow } from '../src/auth/messages.js';
import { EMAILS_CEILING, MAX_EMAILS_PER_DEVICE_DAY } from '../src/auth/throttle.js';
import { useAuthServices, wrongCode } from './authHelpers.js';
import { FRAME_ORIGIN, type JsonAnswer } from './helpers.js';
import { LogCapture } from './logCapture.js';

const log = new LogCapture();
const { clock, services, client } = useAuthServices({}, { log: { level: 'warn', destination: log.destination } });
let sequence = 0;
const newEmail = () => `capped${(sequence += 1)}@example.com`;
const DEVICE = 'd-1';

const approved = new Set<string>();

/** A new login code mailed to `email` for `device` (approved by the mailed link first), the throttle's 30 s passed first. */
async function mailedCode(email: string, device = DEVICE): Promise<string> {
  clock.advance(EMAIL_INTERVAL_MS);
  if (!approved.has(`${email} ${device}`)) {
    await client.login(email, device);
    approved.add(`${email} ${device}`);
    clock.advance(EMAIL_INTERVAL_MS);
  }
  expect(await client.start(email, device)).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  return client.latestCode(email);
}

function expectRefused(answer: JsonAnswer, words: Said, retryAfterS: number): void {
  expect(answer).toMatchObject({ status: 429, body: words });
  expect(answer.headers.get('retry-after')).toBe(String(retryAfterS));
}

/** The alerts logged while `work` runs, by the fields an operator's alert reads. */
async function alertsDuring(work: () => Promise<void>): Promise<unknown[]> {
  log.clear();
  await work();
  return log
    .lines()
    .filter((line) => line.alert !== undefined)
    .map(({ level, alert, area, address, ceiling, dayStart }) => ({ level, alert, area, address, ceiling, dayStart }));
}

/** Sets the address's day in `area` as if `count` had been counted since `dayStart`. */
async function fillAddressDay(area: string, email: string, count: number, dayStart: number): Promise<void> {
  await services().db.query('insert into auth_address_days (area, email, day_start, count) values ($1, $2, $3, $4)', [area, email, dayStart, count]);
}

describe('emails to one address and device', () => {
  it(`are at most ${MAX_EMAILS_PER_DEVICE_DAY} a day, the login code after its approval included; the day after, they go again`, async () => {
    const email = newEmail();
    clock.advance(EMAIL_INTERVAL_MS);
    const firstAt = clock.ms;
    await client.login(email, DEVICE);
    approved.add(`${email} ${DEVICE}`);
    for (let sent = 2; sent < MAX_EMAILS_PER_DEVICE_DAY; sent += 1) await mailedCode(email);
    clock.advance(EMAIL_INTERVAL_MS);
    const refused = await client.start(email, DEVICE);
    expectRefused(refused, AUTH_SAID.emailsCapped, Math.ceil((firstAt + DAY_MS - clock.ms) / 1000));
    expect(refused.body).toMatchObject({ reasons: [{ description: `at most ${MAX_EMAILS_PER_DEVICE_DAY} emails to one address for one device a day` }] });
    expect(await client.mailbox(email)).toHaveLength(MAX_EMAILS_PER_DEVICE_DAY);
    // Another device of the address has a day of its own.
    expect(await client.start(email, 'd-2')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });

    clock.ms = firstAt + DAY_MS;
    expect(await client.start(email, DEVICE)).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  });

  it('within 30 s of the last are refused with the seconds left in Retry-After; another device’s email is not held back', async () => {
    const email = newEmail();
    await mailedCode(email);
    clock.advance(12_500);
    expectRefused(await client.start(email, DEVICE), emailThrottled(18), 18);
    expect(await client.start(email, 'd-2')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expectRefused(await client.start(email, 'd-2'), emailThrottled(30), 30);
  });
});

describe('emails to one address across its devices', () => {
  it(`alert at the ${EMAILS_CEILING.max}th of a day, the address masked, and once only; past it, every device still gets its own mail`, async () => {
    const email = newEmail();
    clock.advance(EMAIL_INTERVAL_MS);
    const firstAt = clock.ms;
    await client.login(email, DEVICE);
    // Each start a minute apart, so one client's writes stay under its limit.
    const startNewDevice = (index: number) => {
      clock.advance(60_000);
      return client.start(email, `new-${index}`);
    };
    for (let sent = 3; sent < EMAILS_CEILING.max; sent += 1) expect((await startNewDevice(sent)).status).toBe(200);
    const alerts = await alertsDuring(async () => {
      expect(await startNewDevice(EMAILS_CEILING.max)).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
      // A device key never seen before, the person's new laptop say, still gets its link.
      expect(await startNewDevice(EMAILS_CEILING.max + 1)).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
      expect(await client.start(email, 'new-3')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
      expect(await client.start(email, DEVICE)).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    });
    expect(alerts).toEqual([{ level: 'warn', alert: 'address-ceiling', area: 'auth:emails', address: 'c***@example.com', ceiling: EMAILS_CEILING.max, dayStart: new Date(firstAt).toISOString() }]);
    expect(await client.mailbox(email)).toHaveLength(EMAILS_CEILING.max + 3);
    // Each device keeps its own 30 s between mails past the ceiling as before it.
    expectRefused(await client.start(email, 'new-3'), emailThrottled(30), 30);
  });
});

describe('wrong codes for one address from one device', () => {
  it(`go without waiting ${FREE_WRONG_CODES} in a row, then each waits twice as long as the one before; the refused guess leaves the code's tries alone`, async () => {
    const email = newEmail();
    const otherDevicesCode = await mailedCode(email, 'd-2');
    const wrong = wrongCode(await mailedCode(email));
    for (let i = 0; i < FREE_WRONG_CODES; i += 1) expect((await client.verifyOtp(email, DEVICE, wrong)).status).toBe(i + 1 < FREE_WRONG_CODES ? 401 : 429);
    const code = await mailedCode(email);
    clock.advance(backoffMs(FREE_WRONG_CODES));
    expect(await client.verifyOtp(email, DEVICE, wrongCode(code))).toMatchObject({ status: 401, body: { reasons: [{ description: '4 attempts left' }] } });

    const wait = backoffMs(FREE_WRONG_CODES + 1);
    expect(wait).toBe(2 * backoffMs(FREE_WRONG_CODES));
    expectRefused(await client.verifyOtp(email, DEVICE, code), wrongCodesInRow(wait / 1000), wait / 1000);
    clock.advance(wait - 1000);
    expectRefused(await client.verifyOtp(email, DEVICE, code), wrongCodesInRow(1), 1);
    // Another device's right code does not wait on this one's run.
    expect((await client.verifyOtp(email, 'd-2', otherDevicesCode)).status).toBe(200);
    clock.advance(1000);
    expect(await client.verifyOtp(email, DEVICE, wrongCode(code))).toMatchObject({ status: 401, body: { reasons: [{ description: '3 attempts left' }] } });
  });

  it('stop waiting once a right code came', async () => {
    const email = newEmail();
    const burnt = wrongCode(await mailedCode(email));
    for (let i = 0; i < FREE_WRONG_CODES; i += 1) await client.verifyOtp(email, DEVICE, burnt);
    expect((await client.verifyOtp(email, DEVICE, await mailedCode(email))).status).toBe(200);
    // Still in a run of wrong codes, the second of these would wait.
    const login = wrongCode(await mailedCode(email));
    for (let i = 0; i < 2; i += 1) expect((await client.verifyOtp(email, DEVICE, login)).status).toBe(401);
  });

  it(`are at most ${MAX_WRONG_CODES_PER_DEVICE_DAY} a day: then even its right code waits for the day's end, and the address's other devices do not`, async () => {
    const email = newEmail();
    let code = await mailedCode(email);
    let [mailedAt, triesLeft] = [clock.ms, MAX_CODE_ATTEMPTS];
    const firstWrongAt = clock.ms;
    for (let wrongSoFar = 0; wrongSoFar < MAX_WRONG_CODES_PER_DEVICE_DAY; wrongSoFar += 1) {
      clock.advance(backoffMs(wrongSoFar));
      // The waits outgrow a code's 10 minutes: a guesser needs new codes, which count against its emails.
      if (triesLeft === 0 || clock.ms - mailedAt >= CODE_TTL_MS) {
        code = await mailedCode(email);
        [mailedAt, triesLeft] = [clock.ms, MAX_CODE_ATTEMPTS];
      }
      expect([401, 429]).toContain((await client.verifyOtp(email, DEVICE, wrongCode(code))).status);
      triesLeft -= 1;
    }
    code = await mailedCode(email);
    clock.advance(backoffMs(MAX_WRONG_CODES_PER_DEVICE_DAY));
    const refused = await client.verifyOtp(email, DEVICE, code);
    expectRefused(refused, AUTH_SAID.wrongCodesCapped, Math.ceil((firstWrongAt + DAY_MS - clock.ms) / 1000));
    expect(refused.body).toMatchObject({ reasons: [{ description: `at most ${MAX_WRONG_CODES_PER_DEVICE_DAY} wrong codes for one address from one device a day` }] });
    expect((await client.verifyOtp(email, 'd-2', await mailedCode(email, 'd-2'))).status).toBe(200);

    clock.ms = firstWrongAt + DAY_MS;
    expect((await client.verifyOtp(email, DEVICE, await mailedCode(email))).status).toBe(200);
  });
});

describe('wrong codes for one address across its devices', () => {
  const updateStart = (session: IssuedSession, email: string) => client.call('POST', '/auth/v1/email-update/start', { email }, { token: session.token, origin: FRAME_ORIGIN });
  const updateStep = (session: IssuedSession, step: 'verify-primary' | 'verify-secondary', otp: string) =>
    client.call('POST', `/auth/v1/email-update/${step}`, { otp }, { token: session.token, origin: FRAME_ORIGIN });

  it(`alert at the ${WRONG_CODES_CEILING.max}th of a day, and once only; past it, a device the address never approved guesses on within its own caps`, async () => {
    // Someone moves their own account to an address nobody holds yet: its code is guessed by a device it never approved.
    const target = newEmail();
    clock.advance(EMAIL_INTERVAL_MS);
    const mover = await client.login(newEmail(), 'mover');
    expect((await updateStart(mover, target)).status).toBe(200);
    expect((await updateStep(mover, 'verify-primary', await client.latestCode(mover.user.email!))).status).toBe(200);
    const code = await client.latestCode(target);
    const dayStart = clock.ms - 3600_000;
    await fillAddressDay(WRONG_CODES_CEILING.area, target, WRONG_CODES_CEILING.max - 1, dayStart);
    const alerts = await alertsDuring(async () => {
      expect(await updateStep(mover, 'verify-secondary', wrongCode(code))).toMatchObject({ status: 401, body: { reasons: [{ description: '4 attempts left' }] } });
      expect(await updateStep(mover, 'verify-secondary', wrongCode(code))).toMatchObject({ status: 401, body: { reasons: [{ description: '3 attempts left' }] } });
      expect(await updateStep(mover, 'verify-secondary', code)).toMatchObject({ status: 200, body: { email: target } });
    });
    expect(alerts).toEqual([{ level: 'warn', alert: 'address-ceiling', area: 'auth:wrong-codes', address: 'c***@example.com', ceiling: WRONG_CODES_CEILING.max, dayStart: new Date(dayStart).toISOString() }]);
    const [day] = await services().db.query<{ count: number }>('select count from auth_address_days where area = $1 and email = $2', [WRONG_CODES_CEILING.area, target]);
    expect(day?.count).toBe(WRONG_CODES_CEILING.max + 1);
  });

  it('past the ceiling leave the devices the address approved their own guesses, and alert no more', async () => {
    const email = newEmail();
    const code = await mailedCode(email);
    await fillAddressDay(WRONG_CODES_CEILING.area, email, WRONG_CODES_CEILING.max + 7, clock.ms);
    const alerts = await alertsDuring(async () => {
      expect((await client.verifyOtp(email, DEVICE, wrongCode(code))).status).toBe(401);
      expect((await client.verifyOtp(email, DEVICE, code)).status).toBe(200);
    });
    expect(alerts).toEqual([]);
    const [day] = await services().db.query<{ count: number }>('select count from auth_address_days where area = $1 and email = $2', [WRONG_CODES_CEILING.area, email]);
    expect(day?.count).toBe(WRONG_CODES_CEILING.max + 8);
  });
});
