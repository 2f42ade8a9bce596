// Email login over real HTTP and real SMTP: codes and links read back through the dev mailbox, new
// devices approved on the wallet's page by a link, the 30 s throttle, expiry, single use, the
// 5-try limit, and how codes are kept.
import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, AUTH_SAID, AUTH_WRITE_LIMITS, CODE_TTL_MS, emailThrottled, SESSION_TTL_S } from '../src/index.js';
import { DEVICE_APPROVAL_TTL_MS } from '../src/auth/deviceApprovals.js';
import { linkToken, newDeviceKey, useAuthServices, wrongCode } from './authHelpers.js';
import { DEMO_ORIGIN, FRAME_ORIGIN, OTHER_ORIGIN } from './helpers.js';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const { clock, services, client } = useAuthServices();
let sequence = 0;
/** A fresh address for each test, so throttles and devices of one test do not reach another. */
const newEmail = () => `user${(sequence += 1)}@example.com`;

/** Lets the next email to any address through. */
const passThrottle = () => clock.advance(30_000);

/** A new login code, mailed to `email` from its approved device d-1. */
async function mailedLoginCode(email: string): Promise<string> {
  passThrottle();
  expect(await client.start(email, 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  return client.latestCode(email);
}

describe('a new device', () => {
  it("gets a link by email to the wallet's own page naming the device; approving it there mails a login code, which gives a 24 h session", async () => {
    const email = newEmail();
    expect(await client.start(email, 'laptop-1', { headers: { 'user-agent': FIREFOX_ON_LINUX } })).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    const [approval] = await client.mailbox(email);
    // Nothing to type: no code, a link to the wallet's page whose token rides in the fragment.
    expect(approval).toMatchObject({ subject: 'Approve a new device', from: 'Latch <no-reply@latch.localhost>', to: email, code: null });
    expect(approval!.link).toMatch(new RegExp(`^${FRAME_ORIGIN}/device\\.html\\?projectId=latch-demo#approve=[A-Za-z0-9_-]{43}$`));
    expect(approval!.text).toContain('Firefox 133 on Linux, from the address 127.0.0.1');
    expect(approval!.text).toContain('Latch demo');
    expect(approval!.text).toContain('There is nothing to type');
    const { token } = linkToken(approval!.link!);
    expect(await client.verifyDevice(email, 'laptop-1')).toMatchObject({ status: 202, body: { status: 'pending' } });

    // The wallet's page names the device and the time it asked; only a hash of the token is kept.
    expect(await client.devicePage(token)).toMatchObject({
      status: 200,
      body: { email, device: 'Firefox 133 on Linux, from the address 127.0.0.1', requestedAt: new Date(clock.ms).toISOString(), decision: null },
    });
    expect(JSON.stringify(await services().db.query('select * from auth_device_approvals where email = $1', [email]))).not.toContain(token);
    expect(await client.decideDevice(token, 'approve')).toMatchObject({ status: 200, body: { decision: 'approved' } });
    expect(await client.verifyDevice(email, 'laptop-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    const messages = await client.mailbox(email);
    expect(messages).toHaveLength(2);
    expect(messages[0]!.subject).toBe('Your login code');
    expect(messages[0]!.text).toContain(`Your code to sign in to Latch demo is ${messages[0]!.code}.`);

    const verified = await client.verifyOtp(email, 'laptop-1', messages[0]!.code!);
    expect(verified.status).toBe(200);
    const session = verified.body as { token: string; expiresAt: string; user: { email: string; userId: string } };
    expect(session.user).toEqual({ email, userId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(session.expiresAt).toBe(new Date(clock.ms + SESSION_TTL_S * 1000).toISOString());
    expect(session.token.split('.')).toHaveLength(3);
  });

  it('the frame waits for the approval (long poll, reading the database)', async () => {
    const email = newEmail();
    await client.start(email, 'd-1');
    const waiting = client.verifyDevice(email, 'd-1', 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await client.approveByLink(email);
    expect(await waiting).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  });

  it('is known at the next login, while another device of the same address is not', async () => {
    const email = newEmail();
    const first = await client.login(email, 'phone-1');
    passThrottle();
    expect(await client.start(email, 'phone-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    const [login] = await client.mailbox(email);
    expect(login!.subject).toBe('Your login code');
    const again = await client.verifyOtp(email, 'phone-1', login!.code!);
    expect(again).toMatchObject({ status: 200, body: { user: first.user } });

    passThrottle();
    expect(await client.start(email, 'tablet-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expect(await client.start(newEmail(), 'phone-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
  });

  it('cannot skip the approval: no login code is sent to it and none is accepted; the link approves its own device only', async () => {
    const email = newEmail();
    await client.start(email, 'pc-1');
    expect(await client.verifyOtp(email, 'pc-1', '123456')).toMatchObject({ status: 410, body: AUTH_SAID.codeMissing });
    expect(await client.verifyDevice(email, 'pc-2')).toMatchObject({ status: 410, body: AUTH_SAID.codeMissing });
    await client.approveByLink(email);
    expect(await client.verifyDevice(email, 'pc-2')).toMatchObject({ status: 410 });
    expect(await client.verifyDevice(email, 'pc-1', 0, { proof: await newDeviceKey() })).toMatchObject({ status: 410 });
  });

  it('refused on the page stays unapproved; a link is decided once, works 15 minutes, and a newer one replaces it', async () => {
    const email = newEmail();
    await client.start(email, 'd-1');
    const refused = linkToken(await client.latestLink(email)).token;
    expect(await client.decideDevice(refused, 'refuse')).toMatchObject({ status: 200, body: { decision: 'refused' } });
    expect(await client.verifyDevice(email, 'd-1')).toMatchObject({ status: 403, body: AUTH_SAID.deviceRefused });
    expect(await client.decideDevice(refused, 'approve')).toMatchObject({ status: 409, body: AUTH_SAID.deviceLinkUsed });
    expect(await client.mailbox(email)).toHaveLength(1);

    passThrottle();
    await client.start(email, 'd-1');
    const stale = linkToken(await client.latestLink(email)).token;
    passThrottle();
    await client.start(email, 'd-1');
    expect(await client.decideDevice(stale, 'approve')).toMatchObject({ status: 404, body: AUTH_SAID.deviceLinkInvalid });
    const latest = linkToken(await client.latestLink(email)).token;
    clock.advance(DEVICE_APPROVAL_TTL_MS);
    expect(await client.decideDevice(latest, 'approve')).toMatchObject({ status: 410, body: AUTH_SAID.deviceLinkExpired });
    expect(await client.verifyDevice(email, 'd-1')).toMatchObject({ status: 410, body: AUTH_SAID.deviceLinkExpired });
  });

  it("answers the device page from the wallet's origin only, and checks the token's shape", async () => {
    const email = newEmail();
    await client.start(email, 'd-1');
    const { token } = linkToken(await client.latestLink(email));
    expect((await client.devicePage(token, { origin: DEMO_ORIGIN })).status).toBe(403);
    expect((await client.decideDevice(token, 'approve', { origin: DEMO_ORIGIN })).status).toBe(403);
    expect((await client.decideDevice('short', 'approve')).status).toBe(400);
    expect(await client.devicePage('A'.repeat(43))).toMatchObject({ status: 404, body: AUTH_SAID.deviceLinkInvalid });
  });
});

describe("a dApp's page in the person's own browser", () => {
  // Its origin is on the project's allowlist and its user agent and network address are the
  // person's, so an approval page would name the person's own browser: it must not get that far.
  it('cannot start an email login, wait for its approval or trade a code for a session: only the frame may', async () => {
    const email = newEmail();
    const page = { origin: DEMO_ORIGIN, headers: { 'user-agent': FIREFOX_ON_LINUX } };
    expect(await client.start(email, 'page-1', page)).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.loginFrameOnly } });
    expect(await client.mailbox(email)).toEqual([]);
    // The frame's own login, its approval and its code: from the page's origin, none of its calls is answered.
    expect((await client.start(email, 'frame-1')).status).toBe(200);
    await client.approveByLink(email);
    expect(await client.verifyDevice(email, 'frame-1', 0, page)).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.loginFrameOnly } });
    const code = await client.latestCode(email);
    expect(await client.verifyOtp(email, 'frame-1', code, page)).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.loginFrameOnly } });
    // The code is still open for the frame.
    expect((await client.verifyOtp(email, 'frame-1', code)).status).toBe(200);
  });
});

describe('email addresses', () => {
  it('are trimmed and case-blind: one mailbox, one user', async () => {
    const session = await client.login('  Grace.Hopper@Example.COM ', 'desk-1');
    expect(session.user.email).toBe('grace.hopper@example.com');
    passThrottle();
    const again = await client.login('grace.hopper@example.com', 'desk-1');
    expect(again.user).toEqual(session.user);
    expect(await client.mailbox('GRACE.HOPPER@example.com ')).toHaveLength(3);
  });

  it.each([
    ['not an address', { email: 'grace', deviceId: 'd-1' }, 'email: must be a valid email address'],
    ['no device id', { email: 'a@example.com' }, 'deviceId'],
    ['a device id with a space', { email: 'a@example.com', deviceId: 'my phone' }, 'deviceId: must be 1 to 128 letters'],
  ])('answer 400 for %s, sending nothing', async (_name, body, message) => {
    const answer = await client.call('POST', '/auth/v1/email/start', body, { origin: FRAME_ORIGIN });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
    expect(await client.mailbox('a@example.com')).toEqual([]);
  });

  it('take OTP fields as strings only', async () => {
    const answer = await client.call('POST', '/auth/v1/email/verify-otp', { email: 'a@example.com', deviceId: 'd-1', otp: 123456 }, { origin: FRAME_ORIGIN });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain('otp');
  });
});

describe('the throttle', () => {
  it('sends one email per address and device every 30 s and says how many whole seconds are left', async () => {
    const email = newEmail();
    expect((await client.start(email, 'd-1')).status).toBe(200);
    clock.advance(12_300);
    expect(await client.start(email, 'd-1')).toMatchObject({ status: 429, body: { message: 'Please try again after 18 seconds', messageId: 'emailThrottled', values: { seconds: 18 } } });
    // Another device of the same address (however the address is written) has 30 s of its own; so does another address.
    expect(await client.start(email.toUpperCase(), 'd-2')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expect(await client.start(email, 'd-2')).toMatchObject({ status: 429, body: { message: 'Please try again after 30 seconds' } });
    expect((await client.start(newEmail(), 'd-1')).status).toBe(200);
    clock.advance(17_699);
    expect(await client.start(email, 'd-1')).toMatchObject({ status: 429, body: { message: 'Please try again after 1 seconds' } });
    clock.advance(1);
    expect(await client.start(email, 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expect(await client.mailbox(email)).toHaveLength(3);
  });

  it('is not spent by a replayed start: its proof is refused before any email slot is taken', async () => {
    const email = newEmail();
    const proof = await client.proofFor(await client.deviceKey('d-1'), 'POST', '/auth/v1/email/start');
    const startWith = (dpop: string) => client.start(email, 'd-1', { proof: false, headers: { dpop } });
    expect(await startWith(proof)).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    passThrottle();
    expect(await startWith(proof)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofReplayed } });
    expect(await client.mailbox(email)).toHaveLength(1);
    // The replay took no slot: the device's next start, with a proof of its own, goes through.
    expect(await client.start(email, 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expect(await client.mailbox(email)).toHaveLength(2);
  });

  it('counts a start against the write limits in the statement that claims its slot: past the limit it takes nothing, not even its proof', async () => {
    const email = newEmail();
    const { max, windowMs } = AUTH_WRITE_LIMITS.perClient;
    const clientCount = () => services().db.query<{ count: number }>(`select count from rate_limits where bucket = 'auth:client' and key = '127.0.0.1'`);
    await services().db.query(
      `insert into rate_limits (bucket, key, window_start, count) values ('auth:client', '127.0.0.1', $1, $2)
       on conflict (bucket, key) do update set window_start = excluded.window_start, count = excluded.count`,
      [clock.ms, max],
    );
    const proof = await client.proofFor(await client.deviceKey('d-1'), 'POST', '/auth/v1/email/start');
    const startWith = () => client.start(email, 'd-1', { proof: false, headers: { dpop: proof } });
    const refused = await startWith();
    expect(refused).toMatchObject({ status: 429, body: { reasons: [{ description: `at most ${max} requests in ${windowMs / 1000} s from one client` }] } });
    expect(refused.headers.get('retry-after')).toBe(String(windowMs / 1000));
    expect(await clientCount()).toEqual([{ count: max + 1 }]);
    expect(await client.mailbox(email)).toHaveLength(0);
    // Once the window is over, the same proof (never kept) starts the login: no slot was taken either.
    clock.advance(windowMs);
    expect(await startWith()).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expect(await clientCount()).toEqual([{ count: 1 }]);
  });

  it('counts the login code that follows a device approval', async () => {
    const email = newEmail();
    await client.start(email, 'd-1');
    clock.advance(10_000);
    await client.approveByLink(email);
    clock.advance(10_000);
    expect(await client.start(email, 'd-1')).toMatchObject({ status: 429, body: emailThrottled(20) });
  });
});

describe('codes', () => {
  it('expire after 10 minutes', async () => {
    const email = newEmail();
    await client.login(email, 'd-1');
    const loginCode = await mailedLoginCode(email);
    clock.advance(CODE_TTL_MS - 1);
    expect((await client.verifyOtp(email, 'd-1', loginCode)).status).toBe(200);
    const expiring = await mailedLoginCode(email);
    clock.advance(CODE_TTL_MS);
    expect(await client.verifyOtp(email, 'd-1', expiring)).toMatchObject({ status: 410, body: AUTH_SAID.codeExpired });
    const loginCodeAfter = await mailedLoginCode(email);
    expect((await client.verifyOtp(email, 'd-1', loginCodeAfter)).status).toBe(200);
  });

  it('work once', async () => {
    const email = newEmail();
    await client.login(email, 'd-1');
    const code = await mailedLoginCode(email);
    expect((await client.verifyOtp(email, 'd-1', code)).status).toBe(200);
    expect(await client.verifyOtp(email, 'd-1', code)).toMatchObject({ status: 410, body: AUTH_SAID.codeMissing });
  });

  it('are burnt by the 5th wrong try: even the right code then fails, and a new one is needed', async () => {
    const email = newEmail();
    await client.login(email, 'd-1');
    const code = await mailedLoginCode(email);
    for (const left of [4, 3, 2, 1]) {
      expect(await client.verifyOtp(email, 'd-1', wrongCode(code))).toEqual(
        expect.objectContaining({
          status: 401,
          body: { ...AUTH_SAID.codeInvalid, reasons: [{ description: `${left} attempt${left === 1 ? '' : 's'} left` }] },
        }),
      );
    }
    expect(await client.verifyOtp(email, 'd-1', 'nonsense')).toMatchObject({ status: 429, body: AUTH_SAID.codeBurnt });
    expect(await client.verifyOtp(email, 'd-1', code)).toMatchObject({ status: 410, body: AUTH_SAID.codeMissing });
    expect((await client.verifyOtp(email, 'd-1', await mailedLoginCode(email))).status).toBe(200);
  });

  it('accept blanks typed inside them', async () => {
    const email = newEmail();
    await client.login(email, 'd-1');
    const code = await mailedLoginCode(email);
    expect((await client.verifyOtp(email, 'd-1', ` ${code.slice(0, 3)} ${code.slice(3)} `)).status).toBe(200);
  });

  it('are kept only as a salted SHA-256, and a new code replaces the open one', async () => {
    const email = newEmail();
    await client.login(email, 'd-1');
    await services().db.query('delete from auth_codes where email = $1', [email]);
    const first = await mailedLoginCode(email);
    const second = await mailedLoginCode(email);
    const rows = await services().db.query<{ salt: string; hash: string; closed_reason: string | null }>(
      'select salt, hash, closed_reason from auth_codes where email = $1 order by created_at',
      [email],
    );
    expect(rows.map((row) => row.closed_reason)).toEqual(['replaced', null]);
    expect(rows[0]!.salt).not.toBe(rows[1]!.salt);
    expect(rows[1]!.hash).toBe(createHash('sha256').update(`${rows[1]!.salt}:${second}`).digest('hex'));
    expect(rows[0]!.hash).toBe(createHash('sha256').update(`${rows[0]!.salt}:${first}`).digest('hex'));
    const stored = JSON.stringify(await services().db.query('select * from auth_codes where email = $1', [email]));
    expect(stored).not.toContain(second);
  });
});

describe('the project check', () => {
  it('applies to auth like every call', async () => {
    const path = '/auth/v1/email/start';
    const body = { email: newEmail(), deviceId: 'd-1' };
    expect(await client.call('POST', path, body, { origin: OTHER_ORIGIN })).toMatchObject({ status: 403, body: { message: 'Unauthorized: origin not allowed' } });
    expect(await client.call('POST', path, body, { query: { projectId: 'nobody' } })).toMatchObject({ status: 401, body: { message: 'Unauthorized: invalid key' } });
    expect((await client.call('POST', path, body, { query: { st: '' } })).status).toBe(400);
    expect(await client.mailbox(body.email)).toEqual([]);
  });
});
