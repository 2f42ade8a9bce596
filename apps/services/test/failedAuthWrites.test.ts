// Nothing half-written after a failed auth request: refusals write nothing, a wrong code writes
// its count and nothing else, and a request that fails after a first step (the mail, or a write
// the database refuses) keeps nothing of it. The whole database is compared before and after.
import { AUTH_SAID, EMAIL_INTERVAL_MS, ensureProject, MAX_BACKUP_CIPHERTEXT, MAX_CODE_ATTEMPTS, startMailCatcher, type IssuedSession, type MailCatcher } from '../src/index.js';
import { codeOf, linkOf } from '../src/auth/mailbox.js';
import { jwkThumbprint, type ProofJwk } from '../src/auth/proofSignature.js';
import { DEFAULT_NEW_DEVICE_HOLD_MS } from '../src/auth/keyRelease.js';
import { MAX_EMAILS_PER_DEVICE_DAY } from '../src/auth/throttle.js';
import { AuthClient, linkToken, TestClock, useAuthServices, wrongCode } from './authHelpers.js';
import { withFault } from './dbFault.js';
import { LogCapture } from './logCapture.js';
import { changesDuring, testRefusalsWriteNothing, type DatabaseChanges, type Refusal } from './dbSnapshot.js';
import { DEMO_ORIGIN, forUnknownProject, fromDapp, fromFrame, fromOtherOrigin, quietly, useServices, type CallOptions, type JsonAnswer } from './helpers.js';

const { clock, services, client } = useAuthServices();
const db = () => services().db;
const passThrottle = () => clock.advance(EMAIL_INTERVAL_MS);
let sequence = 0;
const newEmail = () => `user${(sequence += 1)}@example.com`;

/** Ada: a live session on d-1, a revoked one, a key backup, and an open approval code for d-2. */
const ADA = 'ada@example.com';
/** Bob: an open login code for his approved device d-1. */
const BOB = 'bob@example.com';
/** An address whose device d-1 spent its day of emails. */
const SPENT = 'spent@example.com';
const ADDRESS = `0x${'ab'.repeat(20)}`;
const backup = (ciphertext = 'bmV3IGJhY2t1cA==', address = ADDRESS) => ({ ciphertext, address });
let live: IssuedSession;
let revoked: IssuedSession;

beforeAll(async () => {
  await ensureProject(db(), { id: 'other-app', name: 'Other', allowedOrigins: [DEMO_ORIGIN] });
  revoked = await client.login(ADA, 'd-1');
  await client.login(BOB, 'd-1');
  expect((await client.call('POST', '/auth/v1/sign-out', undefined, { token: revoked.token })).status).toBe(200);
  passThrottle();
  live = await client.login(ADA, 'd-1');
  expect((await client.call('PUT', '/auth/v1/key-backup', backup('b2xk'), { ...fromFrame, token: live.token })).status).toBe(200);
  passThrottle();
  expect(await client.start(ADA, 'd-2')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
  expect(await client.start(BOB, 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  const jkt = jwkThumbprint((await client.deviceKey('d-1')).jwk as ProofJwk);
  await db().query('insert into auth_email_sends (email, jkt, last_sent_at, day_start, day_count) values ($1, $2, $3, $3, $4)', [SPENT, jkt, clock.ms - EMAIL_INTERVAL_MS, MAX_EMAILS_PER_DEVICE_DAY]);
});

/** The live token with the signature of another token of the same key. */
const forged = () => `${live.token.split('.').slice(0, 2).join('.')}.${revoked.token.split('.')[2]}`;
// The login's calls, from the frame's origin unless the refusal names another.
const start = (body: unknown, options?: CallOptions) => client.call('POST', '/auth/v1/email/start', body, { ...fromFrame, ...options });
const verifyDevice = (options?: CallOptions) => client.call('POST', '/auth/v1/email/verify-device', { email: ADA, deviceId: 'd-2', waitMs: 0 }, { ...fromFrame, ...options });
const verifyOtp = async (options?: CallOptions) => client.call('POST', '/auth/v1/email/verify-otp', { email: BOB, deviceId: 'd-1', otp: await client.latestCode(BOB) }, { ...fromFrame, ...options });
const withToken = (token: string | undefined, options: CallOptions = {}): CallOptions => (token === undefined ? options : { ...options, token });
const refresh = (token?: string, options?: CallOptions) => client.call('POST', '/auth/v1/session/refresh', undefined, withToken(token, options));
const signOut = (token?: string, options?: CallOptions) => client.call('POST', '/auth/v1/sign-out', undefined, withToken(token, options));
const putBackup = (token: string | undefined, body: unknown, options: CallOptions = fromFrame) => client.call('PUT', '/auth/v1/key-backup', body, withToken(token, options));
const wrapKey = (token: string | undefined, options: CallOptions = fromFrame) => client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, withToken(token, options));
const otherProject: CallOptions = { query: { projectId: 'other-app' } };

const refusals: Refusal[] = [
  ['a start with a malformed email', 400, () => start({ email: 'not-an-email', deviceId: 'd-1' })],
  ['a start within 30 s of the last email to its device', 429, () => start({ email: ADA, deviceId: 'd-2' })],
  ["a start from a device that spent its day of emails to the address", 429, () => start({ email: SPENT, deviceId: 'd-1' })],
  ['a start over 4 KiB', 413, () => start({ email: newEmail(), deviceId: 'd'.repeat(5000) })],
  ['a start from an origin not allowed', 403, () => start({ email: newEmail(), deviceId: 'd-1' }, fromOtherOrigin)],
  ["a start from a dApp's page (its origin allowed, not the frame's)", 403, () => start({ email: newEmail(), deviceId: 'd-1' }, fromDapp)],
  ['a start for an unknown project', 401, () => start({ email: newEmail(), deviceId: 'd-1' }, forUnknownProject)],
  ['a wait for a device approval never asked', 410, () => client.verifyDevice(ADA, 'd-9')],
  ['a wait for a device approval that is not a number of milliseconds', 400, () => client.call('POST', '/auth/v1/email/verify-device', { email: ADA, deviceId: 'd-2', waitMs: 'soon' }, fromFrame)],
  ['a wait for a device approval from an origin not allowed', 403, () => verifyDevice(fromOtherOrigin)],
  ["a wait for a device approval from a dApp's page", 403, () => verifyDevice(fromDapp)],
  ['a wait for a device approval for an unknown project', 401, () => verifyDevice(forUnknownProject)],
  ['a decision on a device link never mailed', 404, () => client.decideDevice('A'.repeat(43), 'approve')],
  ["a decision on a device link from the dApp's origin", 403, async () => client.decideDevice(linkToken(await client.latestLink(ADA)).token, 'approve', fromOtherOrigin)],
  ['a login without a code open', 410, () => client.verifyOtp(ADA, 'd-2', '123456')],
  ['a login with a code over 32 characters', 400, () => client.verifyOtp(BOB, 'd-1', '1'.repeat(33))],
  ['a login with the right code from an origin not allowed', 403, () => verifyOtp(fromOtherOrigin)],
  ["a login with the right code from a dApp's page", 403, () => verifyOtp(fromDapp)],
  ['a login with the right code for an unknown project', 401, () => verifyOtp(forUnknownProject)],
  ['a refresh without a token', 401, () => refresh()],
  ['a refresh with a forged token', 401, () => refresh(forged())],
  ['a refresh with a revoked token', 401, () => refresh(revoked.token)],
  ["a refresh with another project's token", 401, () => refresh(live.token, otherProject)],
  ['a refresh from an origin not allowed', 403, () => refresh(live.token, fromOtherOrigin)],
  ['a sign-out without a token', 401, () => signOut()],
  ['a sign-out with a forged token', 401, () => signOut(forged())],
  ["a sign-out with another project's token", 401, () => signOut(live.token, otherProject)],
  ['a sign-out from an origin not allowed', 403, () => signOut(live.token, fromOtherOrigin)],
  ['a sign-out for an unknown project', 401, () => signOut(live.token, forUnknownProject)],
  ['a key backup without a token', 401, () => putBackup(undefined, backup())],
  ['a key backup with a revoked token', 401, () => putBackup(revoked.token, backup())],
  ['a key backup of another address', 409, () => putBackup(live.token, backup(undefined, `0x${'cd'.repeat(20)}`))],
  ['a key backup that is not base64', 400, () => putBackup(live.token, backup('not base64!'))],
  ['a key backup over 16384 characters', 413, () => putBackup(live.token, backup('A'.repeat(MAX_BACKUP_CIPHERTEXT + 4)))],
  ['a key backup body over the limit', 413, () => putBackup(live.token, backup('A'.repeat(2 * MAX_BACKUP_CIPHERTEXT)))],
  ['a key backup from an origin not allowed', 403, () => putBackup(live.token, backup(), fromOtherOrigin)],
  ['a key backup for an unknown project', 401, () => putBackup(live.token, backup(), forUnknownProject)],
  ["a key backup from the dApp's origin, not the frame's", 403, () => putBackup(live.token, backup(), {})],
  ['a wrap key without a token', 401, () => wrapKey(undefined)],
  ['a wrap key with a revoked token', 401, () => wrapKey(revoked.token)],
  ["a wrap key for the dApp's origin, not the frame's", 403, () => wrapKey(live.token, {})],
  ['a wrap key from an origin not allowed', 403, () => wrapKey(live.token, fromOtherOrigin)],
];

testRefusalsWriteNothing(db, refusals);

/** The device's count of wrong codes for the address (auth/guesses.ts), all typed at this clock time. */
const guesses = (email: string, jkt: string, wrong: number) => ({ email, jkt, day_start: clock.ms, wrong_today: wrong, wrong_in_row: wrong, last_wrong_at: clock.ms });
/** The address's count of wrong codes across its devices (auth/addressDays.ts). */
const addressDay = (email: string, wrong: number) => ({ area: 'wrong-codes', email, day_start: clock.ms, count: wrong });

/**
 * The open code's row, as it was and as it is: with the device's and the address's counts of
 * wrong codes, now at `wrong`, the only changes a wrong code of d-1 may make.
 */
async function codeRowChange(changes: DatabaseChanges, email: string, wrong: number) {
  const { auth_codes: codes, auth_guesses: counted, auth_address_days: day, ...others } = changes;
  const jkt = jwkThumbprint((await client.deviceKey('d-1')).jwk as ProofJwk);
  expect(others).toEqual({});
  expect(counted).toEqual({ added: [guesses(email, jkt, wrong)], removed: wrong > 1 ? [guesses(email, jkt, wrong - 1)] : [] });
  expect(day).toEqual({ added: [addressDay(email, wrong)], removed: wrong > 1 ? [addressDay(email, wrong - 1)] : [] });
  expect(codes?.removed).toHaveLength(1);
  return { was: codes!.removed[0] as { attempts: number }, is: codes!.added };
}

describe('a code', () => {
  /** A login code mailed to a new address's approved device d-1. */
  async function mailedLoginCode(email: string): Promise<string> {
    await client.login(email, 'd-1');
    passThrottle();
    expect(await client.start(email, 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    return client.latestCode(email);
  }

  it('that is wrong counts one attempt, and changes nothing else', async () => {
    const email = newEmail();
    const code = await mailedLoginCode(email);
    const { result, changes } = await changesDuring(db(), () => client.verifyOtp(email, 'd-1', wrongCode(code)));
    expect(result).toMatchObject({ status: 401, body: { ...AUTH_SAID.codeInvalid, reasons: [{ description: '4 attempts left' }] } });
    const { was, is } = await codeRowChange(changes, email, 1);
    expect(is).toEqual([{ ...was, attempts: was.attempts + 1 }]);
  });

  it('wrong for the fifth time is burnt, and nothing else changes', async () => {
    const email = newEmail();
    const wrong = wrongCode(await mailedLoginCode(email));
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) expect((await client.verifyOtp(email, 'd-1', wrong)).status).toBe(401);
    const { result, changes } = await changesDuring(db(), () => client.verifyOtp(email, 'd-1', wrong));
    expect(result).toMatchObject({ status: 429, body: AUTH_SAID.codeBurnt });
    const { was, is } = await codeRowChange(changes, email, MAX_CODE_ATTEMPTS);
    expect(is).toEqual([{ ...was, attempts: MAX_CODE_ATTEMPTS, closed_at: clock.ms, closed_reason: 'burnt' }]);
  });

  it('typed after it expired is refused, and writes nothing', async () => {
    const email = newEmail();
    const code = await mailedLoginCode(email);
    clock.advance(10 * 60_000);
    const { result, changes } = await changesDuring(db(), () => client.verifyOtp(email, 'd-1', code));
    expect(result).toMatchObject({ status: 410, body: AUTH_SAID.codeExpired });
    expect(changes).toEqual({});
  });
});

describe('a request that fails after its first write', () => {
  it('keeps the login code open and no session when the session cannot be stored', async () => {
    const email = newEmail();
    await client.login(email, 'd-1');
    passThrottle();
    await client.start(email, 'd-1');
    const code = await client.latestCode(email);
    const { result, changes } = await changesDuring(db(), () => withFault(db(), 'auth_sessions', 'insert', () => client.verifyOtp(email, 'd-1', code)));
    expect(result).toMatchObject({ status: 500 });
    expect(changes).toEqual({});
    expect((await client.verifyOtp(email, 'd-1', code)).status).toBe(200);
  });

  it('keeps the old session when the refreshed one cannot be stored', async () => {
    const { result, changes } = await changesDuring(db(), () => withFault(db(), 'auth_sessions', 'insert', () => refresh(live.token)));
    expect(result).toMatchObject({ status: 500 });
    expect(changes).toEqual({});
    expect((await client.session(live.token)).status).toBe(200);
  });

  it('keeps the link undecided and no user when the device cannot be approved', async () => {
    const email = newEmail();
    await client.start(email, 'd-1');
    const { token } = linkToken(await client.latestLink(email));
    const { result, changes } = await changesDuring(db(), () => withFault(db(), 'auth_devices', 'insert', () => client.decideDevice(token, 'approve')));
    expect(result).toMatchObject({ status: 500 });
    expect(changes).toEqual({});
    expect((await client.decideDevice(token, 'approve')).status).toBe(200);
    expect(await client.verifyDevice(email, 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  });
});

describe('when the mail cannot be sent', () => {
  const mailClock = new TestClock();
  let relay: MailCatcher | undefined;
  let relayPort = 0;
  /** The SMTP server the services send through: taken down, then brought back on the same port. */
  const mailUp = async () => {
    relay = await startMailCatcher({ port: relayPort });
    relayPort = relay.port;
  };
  const mailDown = async () => {
    await relay?.stop();
    relay = undefined;
  };
  const log = new LogCapture();
  const relayed = useServices(async () => {
    await mailUp();
    return { auth: { now: mailClock.now, smtpUrl: `smtp://127.0.0.1:${relayPort}` }, log: { level: 'warn', destination: log.destination } };
  });
  afterAll(mailDown);
  const mailer = new AuthClient(relayed, mailClock.now);
  const relayedCode = (email: string) => codeOf(relay!.messagesFor(email)[0]!);
  const relayedLinkToken = (email: string) => linkToken(linkOf(relay!.messagesFor(email)[0]!)!).token;
  /** `send` fails with 502 while the mail is down, and the database is as it was. */
  async function expectFailedMailKeepsNothing(send: () => Promise<JsonAnswer>): Promise<void> {
    await mailDown();
    const { result, changes } = await quietly(() => changesDuring(relayed().db, send));
    await mailUp();
    expect(result).toMatchObject({ status: 502, body: AUTH_SAID.mailFailed });
    expect(changes).toEqual({});
  }

  /** A device's whole email login, its link and code read off the relay. */
  async function relayedLogin(email: string, deviceId: string): Promise<IssuedSession> {
    mailClock.advance(EMAIL_INTERVAL_MS);
    const started = await mailer.start(email, deviceId);
    if ((started.body as { action: string }).action === 'VERIFY_DEVICE') {
      expect((await mailer.decideDevice(relayedLinkToken(email), 'approve')).status).toBe(200);
      expect((await mailer.verifyDevice(email, deviceId)).status).toBe(200);
    }
    const verified = await mailer.verifyOtp(email, deviceId, relayedCode(email)!);
    expect(verified.status).toBe(200);
    return verified.body as IssuedSession;
  }

  // A program that signed a device of its own in (the person approved its link and gave it the code)
  // must not get the keys unnoticed because the notice to the person could not go out.
  const wrapKeyOf = (token: string) => mailer.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { ...fromFrame, token });
  /** The session of a program's device of its own, signed in to `email`'s account, whose first device stored the backup. */
  async function programDevice(email: string): Promise<IssuedSession> {
    const first = await relayedLogin(email, 'd-1');
    expect((await wrapKeyOf(first.token)).status).toBe(200);
    expect((await mailer.call('PUT', '/auth/v1/key-backup', backup(), { ...fromFrame, token: first.token })).status).toBe(200);
    const program = await relayedLogin(email, 'program-device');
    log.clear();
    return program;
  }

  it("gives a program's new device no key while its notice cannot be mailed, keeps nothing, and holds and notices its next read", async () => {
    const email = 'frank@example.com';
    const program = await programDevice(email);
    await expectFailedMailKeepsNothing(() => wrapKeyOf(program.token));
    // Logged with the request's id and the driver's reason, never the address.
    expect(log.lines().map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([{ msg: 'the new-device notice could not be mailed', reqId: expect.any(String) }]);
    expect(log.text).not.toContain(email);
    expect((await wrapKeyOf(program.token)).status).toBe(423);
    expect(relay!.messagesFor(email)[0]).toMatchObject({ subject: 'A new device is getting your wallet' });
  });

  // The first wallet of an address: were its notice lost, a wallet a program planted there would never be told.
  it('stores no first backup, and keeps nothing, while its wallet-made notice cannot be mailed; its next try is stored and told', async () => {
    const email = 'ivan@example.com';
    const first = await relayedLogin(email, 'd-1');
    expect((await wrapKeyOf(first.token)).status).toBe(200);
    log.clear();
    await expectFailedMailKeepsNothing(() => mailer.call('PUT', '/auth/v1/key-backup', backup(), { ...fromFrame, token: first.token }));
    expect(log.lines().map(({ msg }) => msg)).toEqual(['the wallet-made notice could not be mailed']);
    expect(log.text).not.toContain(email);
    expect((await mailer.call('PUT', '/auth/v1/key-backup', backup(), { ...fromFrame, token: first.token })).status).toBe(200);
    expect(relay!.messagesFor(email)[0]).toMatchObject({ subject: 'A wallet was made for your email' });
  });

  // A wallet moved to an address: were its notice lost, a wallet a program moved there would never be told.
  it('moves no email, and keeps nothing, while its wallet-moved notice cannot be mailed; the same code then moves it and tells the address', async () => {
    const [from, to] = ['judy@example.com', 'judy.new@example.com'];
    const session = await relayedLogin(from, 'd-1');
    expect((await mailer.call('PUT', '/auth/v1/key-backup', backup(), { ...fromFrame, token: session.token })).status).toBe(200);
    const update = (step: string, body: unknown) => mailer.call('POST', `/auth/v1/email-update/${step}`, body, { ...fromFrame, token: session.token });
    expect((await update('start', { email: to })).status).toBe(200);
    expect((await update('verify-primary', { otp: relayedCode(from) })).status).toBe(200);
    const code = relayedCode(to)!;
    log.clear();
    await expectFailedMailKeepsNothing(() => update('verify-secondary', { otp: code }));
    expect(log.lines().map(({ msg }) => msg)).toEqual(['the wallet-moved notice could not be mailed']);
    expect(log.text).not.toContain(to);
    expect(await update('verify-secondary', { otp: code })).toMatchObject({ status: 200, body: { email: to } });
    expect(relay!.messagesFor(to)[0]).toMatchObject({ subject: 'A wallet moved to your email' });
  });

  // The same program, when the database cannot take back the hold its unsent notice began (or the
  // replica stops between the two): the hold must not ripen into the keys with the person never told.
  it("gives a program's new device no key when its notice was never mailed and the hold it began could not be taken back", async () => {
    const email = 'grace@example.com';
    const program = await programDevice(email);
    await mailDown();
    const refused = await withFault(relayed().db, 'auth_key_releases', 'delete', () => wrapKeyOf(program.token));
    await mailUp();
    expect(refused).toMatchObject({ status: 502, body: AUTH_SAID.mailFailed });
    // One line says both: the mail's failure, and the delete's that leaves the hold unnoticed.
    expect(log.lines().map(({ msg, err, undoErr }) => ({ msg, err: Boolean(err), undoErr }))).toEqual([
      { msg: 'the new-device notice could not be mailed', err: true, undoErr: expect.objectContaining({ message: expect.stringContaining('injected test fault') }) },
    ]);
    mailClock.advance(DEFAULT_NEW_DEVICE_HOLD_MS);
    // The hold's time has passed, but nobody was told: the read is held again, and this time the person hears of it.
    expect((await wrapKeyOf(program.token)).status).toBe(423);
    expect(relay!.messagesFor(email).map(({ subject }) => subject)).toEqual(['A new device is getting your wallet']);
    expect((await wrapKeyOf(program.token)).status).toBe(423);
    mailClock.advance(DEFAULT_NEW_DEVICE_HOLD_MS);
    expect((await wrapKeyOf(program.token)).status).toBe(200);
  });

  it('keeps nothing of a first start, and the address may start again at once', async () => {
    await expectFailedMailKeepsNothing(() => mailer.start('carol@example.com', 'd-1'));
    expect(await mailer.start('carol@example.com', 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
  });

  it("answers a start whose mail failed for the mail, and logs both, when its claim cannot be taken back either", async () => {
    log.clear();
    await mailDown();
    const refused = await withFault(relayed().db, 'auth_email_sends', 'delete', () => mailer.start('heidi@example.com', 'd-1'));
    await mailUp();
    expect(refused).toMatchObject({ status: 502, body: AUTH_SAID.mailFailed });
    expect(log.lines().map(({ msg, reqId, err, undoErr }) => ({ msg, reqId, err: Boolean(err), undoErr }))).toEqual([
      { msg: 'the device approval link could not be mailed', reqId: expect.any(String), err: true, undoErr: expect.objectContaining({ message: expect.stringContaining('injected test fault') }) },
    ]);
    expect(log.text).not.toContain('heidi@example.com');
  });

  it('keeps the link mailed before valid when a new one cannot be sent', async () => {
    expect((await mailer.start('dave@example.com', 'd-1')).status).toBe(200);
    const mailed = relayedLinkToken('dave@example.com');
    mailClock.advance(EMAIL_INTERVAL_MS);
    await expectFailedMailKeepsNothing(() => mailer.start('dave@example.com', 'd-1'));
    expect((await mailer.decideDevice(mailed, 'approve')).status).toBe(200);
    expect(await mailer.verifyDevice('dave@example.com', 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  });

  it('keeps nothing of a device approval whose login code cannot be sent, so the same link approves it later', async () => {
    expect((await mailer.start('erin@example.com', 'd-1')).status).toBe(200);
    const approval = relayedLinkToken('erin@example.com');
    mailClock.advance(EMAIL_INTERVAL_MS);
    await expectFailedMailKeepsNothing(() => mailer.decideDevice(approval, 'approve'));
    expect((await mailer.decideDevice(approval, 'approve')).status).toBe(200);
    expect(await mailer.verifyDevice('erin@example.com', 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    expect(await mailer.verifyOtp('erin@example.com', 'd-1', relayedCode('erin@example.com')!)).toMatchObject({ status: 200 });
  });
});
