// Email update over real HTTP, real SMTP and the test database: the current address's code, then
// the new address's, each read back through the dev mailbox; the user keeps its id (so its wallet),
// logs in with the new address afterwards, and the old address is nobody's. The refusals: the
// frame's origin, a session and its device key's proof, a taken or unchanged address, the order of
// the steps, wrong codes, and the new address's throttle.
import { AUTH_MESSAGES, AUTH_SAID, EMAIL_UPDATE_MESSAGES, EMAIL_UPDATE_SAID, emailThrottled, type IssuedSession } from '../src/index.js';
import { useAuthServices, wrongCode, type AuthCallOptions } from './authHelpers.js';
import { DEMO_ORIGIN, FRAME_ORIGIN, OTHER_ORIGIN } from './helpers.js';

const { clock, services, client } = useAuthServices();
let sequence = 0;
const newEmail = () => `mover${(sequence += 1)}@example.com`;

async function login(email = newEmail(), deviceId = 'device-1'): Promise<IssuedSession> {
  clock.advance(30_000);
  return client.login(email, deviceId);
}

const asFrame = (token: string, extra: AuthCallOptions = {}): AuthCallOptions => ({ token, origin: FRAME_ORIGIN, ...extra });
const start = (token: string, email: string, extra?: AuthCallOptions) => client.call('POST', '/auth/v1/email-update/start', { email }, asFrame(token, extra));
const verifyPrimary = (token: string, otp: string) => client.call('POST', '/auth/v1/email-update/verify-primary', { otp }, asFrame(token));
const verifySecondary = (token: string, otp: string) => client.call('POST', '/auth/v1/email-update/verify-secondary', { otp }, asFrame(token));
const resend = (token: string) => client.call('POST', '/auth/v1/email-update/resend', {}, asFrame(token));

describe('an email update', () => {
  it('asks the current address, then the new one, and moves the same user (its wallet) to the new address', async () => {
    const session = await login();
    const old = session.user.email!;
    const moved = newEmail();
    expect(await start(session.token, moved)).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } });
    const [confirm] = await client.mailbox(old);
    expect(confirm).toMatchObject({ subject: 'Confirm your email change', to: old, code: expect.stringMatching(/^\d{6}$/) });
    expect(confirm!.text).toContain(`change its email from ${old} to ${moved}`);
    expect(confirm!.text).toContain(FRAME_ORIGIN);
    expect(await client.mailbox(moved)).toHaveLength(0);

    // The new address's code cannot come first.
    expect(await verifySecondary(session.token, confirm!.code!)).toMatchObject({ status: 409, body: EMAIL_UPDATE_SAID.primaryFirst });
    expect(await verifyPrimary(session.token, wrongCode(confirm!.code!))).toMatchObject({ status: 401, body: AUTH_SAID.codeInvalid });
    expect(await verifyPrimary(session.token, confirm!.code!)).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } });
    expect(await verifyPrimary(session.token, confirm!.code!)).toMatchObject({ status: 409, body: EMAIL_UPDATE_SAID.primaryDone });

    const [welcome] = await client.mailbox(moved);
    expect(welcome).toMatchObject({ subject: 'Confirm your new email', to: moved, code: expect.stringMatching(/^\d{6}$/) });
    // A wallet moving in is not a sign-up: the new address is told whose wallet it is and what the code does.
    expect(welcome!.text).toContain(`A wallet on Latch demo, whose email is ${old}, is moving to ${moved}`);
    expect(welcome!.text).toContain(`signing in with ${moved} opens that wallet, and no new one is made. Type it only if that wallet is yours.`);
    expect(await verifySecondary(session.token, welcome!.code!)).toMatchObject({ status: 200, body: { email: moved } });

    // The session goes on, now naming the new address; the code worked once.
    expect(await client.session(session.token)).toMatchObject({ status: 200, body: { user: { email: moved, userId: session.user.userId } } });
    expect(await verifySecondary(session.token, welcome!.code!)).toMatchObject({ status: 410, body: EMAIL_UPDATE_SAID.notStarted });

    // The device stays approved for the user: the new address logs in with a login code alone, to the same user.
    clock.advance(30_000);
    expect(await client.start(moved, 'device-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    const again = await client.verifyOtp(moved, 'device-1', await client.latestCode(moved));
    expect(again).toMatchObject({ status: 200, body: { user: { email: moved, userId: session.user.userId } } });
    // The old address is nobody's now: it would make a new user.
    const fresh = await login(old, 'device-9');
    expect(fresh.user.userId).not.toBe(session.user.userId);
  });

  it('keeps the codes hashed, and the email as it was until the new address answers', async () => {
    const session = await login();
    const moved = newEmail();
    await start(session.token, moved);
    const code = await client.latestCode(session.user.email!);
    const rows = await services().db.query<{ purpose: string; hash: string }>(`select purpose, hash from auth_codes where email = $1 and purpose like 'update-%'`, [session.user.email]);
    expect(rows).toEqual([{ purpose: 'update-primary', hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(JSON.stringify(rows)).not.toContain(code);
    await verifyPrimary(session.token, code);
    expect(await client.session(session.token)).toMatchObject({ body: { user: { email: session.user.email } } });
  });

  it('starts at the new address for a user without an email (known by a Farcaster identity alone)', async () => {
    const session = await login();
    await services().db.query('update auth_users set email = null where id = $1', [session.user.userId]);
    const moved = newEmail();
    expect(await start(session.token, moved)).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } });
    expect(await verifyPrimary(session.token, '000000')).toMatchObject({ status: 409, body: EMAIL_UPDATE_SAID.primaryDone });
    const [welcome] = await client.mailbox(moved);
    expect(welcome!.text).toContain(`A wallet on Latch demo, known by its Farcaster account and with no email yet, is moving to ${moved}`);
    expect(await verifySecondary(session.token, welcome!.code!)).toMatchObject({ status: 200, body: { email: moved } });
    expect(await client.session(session.token)).toMatchObject({ body: { user: { email: moved, userId: session.user.userId } } });
  });

  it('resends the step under way; the new address keeps the 30 s throttle, and a resent code replaces the last', async () => {
    const session = await login();
    const moved = newEmail();
    await start(session.token, moved);
    const first = await client.latestCode(session.user.email!);
    expect(await resend(session.token)).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } });
    const second = await client.latestCode(session.user.email!);
    expect(await client.mailbox(session.user.email!)).toHaveLength(4);
    if (first !== second) expect(await verifyPrimary(session.token, first)).toMatchObject({ status: 401, body: AUTH_SAID.codeInvalid });
    expect(await verifyPrimary(session.token, second)).toMatchObject({ status: 200 });
    expect(await resend(session.token)).toMatchObject({ status: 429, body: emailThrottled(30) });
    clock.advance(30_000);
    expect(await resend(session.token)).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } });
    expect(await client.mailbox(moved)).toHaveLength(2);
    expect(await verifySecondary(session.token, await client.latestCode(moved))).toMatchObject({ status: 200, body: { email: moved } });
  });
});

describe('an email update is refused', () => {
  it('for the current address, another user’s address, or not an address at all', async () => {
    const session = await login();
    const other = await login();
    expect(await start(session.token, session.user.email!.toUpperCase())).toMatchObject({ status: 400, body: { message: EMAIL_UPDATE_MESSAGES.sameEmail } });
    expect(await start(session.token, other.user.email!)).toMatchObject({ status: 409, body: EMAIL_UPDATE_SAID.taken });
    const bad = await start(session.token, 'not-an-address');
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain('email: must be a valid email address');
    expect(await client.mailbox(session.user.email!)).toHaveLength(2);
  });

  it('when the new address became another user’s before its code came back, leaving the email as it was', async () => {
    const session = await login();
    const moved = newEmail();
    await start(session.token, moved);
    await verifyPrimary(session.token, await client.latestCode(session.user.email!));
    const code = await client.latestCode(moved);
    await login(moved, 'device-2');
    expect(await verifySecondary(session.token, code)).toMatchObject({ status: 409, body: EMAIL_UPDATE_SAID.taken });
    expect(await client.session(session.token)).toMatchObject({ body: { user: { email: session.user.email } } });
  });

  it('outside the frame, without a session, or with another device key than the session’s', async () => {
    const session = await login();
    const moved = newEmail();
    // The dApp's own origin is allowed for the project, but is not the frame's.
    expect(await start(session.token, moved, { origin: DEMO_ORIGIN })).toMatchObject({ status: 403, body: { message: EMAIL_UPDATE_MESSAGES.frameOnly } });
    expect(await start(session.token, moved, { origin: OTHER_ORIGIN })).toMatchObject({ status: 403 });
    expect(await client.call('POST', '/auth/v1/email-update/start', { email: moved }, { origin: FRAME_ORIGIN, proof: await client.deviceKey('device-1') })).toMatchObject({
      status: 401,
      body: { message: AUTH_MESSAGES.tokenMissing },
    });
    const stranger = await client.deviceKey('someone-else');
    expect(await start(session.token, moved, { proof: stranger })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofOtherKey } });
    expect(await start(session.token, moved, { proof: false })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofMissing } });
    expect(await client.mailbox(session.user.email!)).toHaveLength(2);
  });

  it('when nothing was started', async () => {
    const session = await login();
    expect(await verifyPrimary(session.token, '123456')).toMatchObject({ status: 410, body: EMAIL_UPDATE_SAID.notStarted });
    expect(await resend(session.token)).toMatchObject({ status: 410, body: EMAIL_UPDATE_SAID.notStarted });
  });
});
