// No one locks a person out: what other devices and other clients do to an address or a project
// leaves a device the address approved its login, over real HTTP on a moved clock. The intruders
// here are device keys of their own: starts that mail links to the address, devices the person
// approved by mistake that guess at codes mailed to the person, accounts of their own moving to
// the person's address and guessing at its codes, and many IPv6 networks flooding the project's
// auth writes. Past an address's ceiling its new devices still sign in: the ceiling only alerts.
import { AUTH_WRITE_LIMITS } from '../src/auth/index.js';
import { WRONG_CODES_CEILING } from '../src/auth/guesses.js';
import { EMAILS_CEILING } from '../src/auth/throttle.js';
import { EMAIL_INTERVAL_MS, MAX_CODE_ATTEMPTS, type IssuedSession } from '../src/index.js';
import { AuthClient, TestClock, wrongCode } from './authHelpers.js';
import { callJson, FRAME_ORIGIN, useServices } from './helpers.js';

const clock = new TestClock();
// One proxy in front, so that each request may name its client in X-Forwarded-For.
const services = useServices({ auth: { now: clock.now, smtpPort: 0, newDeviceHoldMs: 0 }, trustedProxies: 1 });
const client = new AuthClient(services, clock.now);
let sequence = 0;
const newEmail = () => `person${(sequence += 1)}@example.com`;

/** The person's phone, approved for `email` by its first login. */
async function approvedPhone(email: string): Promise<string> {
  clock.advance(EMAIL_INTERVAL_MS);
  await client.login(email, 'phone');
  return 'phone';
}

describe('an address under attack by other device keys', () => {
  it('gives its approved device a login code after ten starts from other devices, the last just before', async () => {
    const email = newEmail();
    const phone = await approvedPhone(email);
    for (let intruder = 1; intruder <= 10; intruder += 1) {
      clock.advance(EMAIL_INTERVAL_MS);
      expect(await client.start(email, `intruder-${intruder}`)).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    }
    expect(await client.start(email, phone)).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    expect((await client.verifyOtp(email, phone, await client.latestCode(email))).status).toBe(200);
  });

  it('takes the approved device’s right code after twenty wrong codes from other devices', async () => {
    const email = newEmail();
    const phone = await approvedPhone(email);
    clock.advance(EMAIL_INTERVAL_MS);
    await client.start(email, phone);
    const phoneCode = await client.latestCode(email);
    // Devices the person approved by mistake: their login codes go to the person, so they can only guess.
    for (let intruder = 1; intruder <= 4; intruder += 1) {
      const device = `approved-by-mistake-${intruder}`;
      clock.advance(EMAIL_INTERVAL_MS);
      expect(await client.start(email, device)).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
      await client.approveByLink(email);
      const guess = wrongCode(await client.latestCode(email));
      for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt += 1) {
        expect((await client.verifyOtp(email, device, guess)).status).toBe(attempt < MAX_CODE_ATTEMPTS ? 401 : 429);
      }
    }
    expect((await client.verifyOtp(email, phone, phoneCode)).status).toBe(200);
  });
});

/** The address's count of the day in `area` (emails sent to it, wrong codes typed for it). */
async function addressDay(area: string, email: string): Promise<number> {
  const [day] = await services().db.query<{ count: number }>('select count from auth_address_days where area = $1 and email = $2', [area, email]);
  return day?.count ?? 0;
}

describe('an address nobody holds yet, past its daily ceiling', () => {
  const updateStart = (session: IssuedSession, email: string) => client.call('POST', '/auth/v1/email-update/start', { email }, { token: session.token, origin: FRAME_ORIGIN });
  const updateStep = (session: IssuedSession, step: 'verify-primary' | 'verify-secondary', otp: string) =>
    client.call('POST', `/auth/v1/email-update/${step}`, { otp }, { token: session.token, origin: FRAME_ORIGIN });

  it(`signs its person up on their own device after ${EMAILS_CEILING.max + 5} starts from throwaway device keys`, async () => {
    const email = newEmail();
    for (let intruder = 1; intruder <= EMAILS_CEILING.max + 5; intruder += 1) {
      clock.advance(1000);
      await client.start(email, `throwaway-${intruder}`);
    }
    expect(await addressDay(EMAILS_CEILING.area, email)).toBeGreaterThanOrEqual(EMAILS_CEILING.max);

    expect(await client.start(email, 'laptop')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    await client.approveByLink(email);
    expect(await client.verifyDevice(email, 'laptop')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    const signedUp = await client.verifyOtp(email, 'laptop', await client.latestCode(email));
    expect(signedUp).toMatchObject({ status: 200, body: { user: { email } } });
    expect(await client.session((signedUp.body as IssuedSession).token)).toMatchObject({ status: 200, body: { user: { email } } });
  });

  it(`takes its person's own email update to it after ${WRONG_CODES_CEILING.max + 5} wrong codes from throwaway accounts moving to it`, async () => {
    const target = newEmail();
    const guessesEach = MAX_CODE_ATTEMPTS;
    for (let intruder = 1; (intruder - 1) * guessesEach <= WRONG_CODES_CEILING.max; intruder += 1) {
      // A minute apart, so that one client's writes stay under its limit.
      clock.advance(60_000);
      const own = await client.login(`intruder${intruder}.${target}`, `intruder-${intruder}`);
      expect((await updateStart(own, target)).status).toBe(200);
      expect((await updateStep(own, 'verify-primary', await client.latestCode(own.user.email!))).status).toBe(200);
      const guess = wrongCode(await client.latestCode(target));
      for (let attempt = 1; attempt <= guessesEach; attempt += 1) expect([401, 429]).toContain((await updateStep(own, 'verify-secondary', guess)).status);
    }
    expect(await addressDay(WRONG_CODES_CEILING.area, target)).toBeGreaterThanOrEqual(WRONG_CODES_CEILING.max);

    clock.advance(60_000);
    const person = await client.login(newEmail(), 'phone');
    expect((await updateStart(person, target)).status).toBe(200);
    expect((await updateStep(person, 'verify-primary', await client.latestCode(person.user.email!))).status).toBe(200);
    expect(await updateStep(person, 'verify-secondary', await client.latestCode(target))).toMatchObject({ status: 200, body: { email: target } });
  });
});

describe("a project's auth writes", () => {
  const { perClient, perProject } = AUTH_WRITE_LIMITS;
  /** A write from a client of its own: each network is an IPv6 /64, whatever its last 64 bits. */
  const writeFrom = (network: number, host: number) =>
    callJson(services().url, 'POST', '/auth/v1/email/start', {}, { headers: { 'x-forwarded-for': `2001:db8:${network.toString(16)}::${host.toString(16)}` } });

  it('still take a fresh client’s login start after 50 IPv6 networks spent their own limits', async () => {
    clock.advance(perProject!.windowMs);
    const networks = Array.from({ length: perProject!.max / perClient.max }, (_, index) => index + 1);
    const flood = async (network: number) => {
      const statuses: number[] = [];
      for (let host = 0; host <= perClient.max; host += 1) statuses.push((await writeFrom(network, host)).status);
      return statuses;
    };
    for (const statuses of await Promise.all(networks.map(flood))) {
      expect(statuses.filter((status) => status === 429)).toEqual([429]);
      expect(statuses.at(-1)).toBe(429);
    }
    const fresh = await client.start(newEmail(), 'laptop', { headers: { 'x-forwarded-for': '2001:db8:ffff::1' } });
    expect(fresh).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    // The project is past its limit: a client past its share is refused, for the project.
    for (let host = 0; host < perProject!.clientShare!; host += 1) expect((await writeFrom(0xfffe, host)).status).not.toBe(429);
    expect(await writeFrom(0xfffe, 0)).toMatchObject({ status: 429, body: { reasons: [{ description: expect.stringContaining('for one project') }] } });
  }, 120_000);
});
