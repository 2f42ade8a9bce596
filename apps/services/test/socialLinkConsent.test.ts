// Issue 30, point 4: a provider identity joins an existing account only with that account's
// consent: a live session of the account on the device key that signs in, or the code mailed to the
// account's address; otherwise, or by the person's choice, it gets an account of its own.
// Facebook's address, which Facebook never says it verified, reaches no account.
import type { StandInPerson } from '@latch/devnet';
import { AUTH_MESSAGES, AUTH_SAID, SOCIAL_MESSAGES, SOCIAL_SAID, VERIFY_LINK, type SocialCompletion } from '../src/index.js';
import { newDeviceKey, wrongCode, type DeviceKey } from './authHelpers.js';
import { DEMO_ORIGIN, fromFrame } from './helpers.js';
import { useIdentityWorld } from './socialHelpers.js';

const { services, client } = useIdentityWorld();
let sequence = 0;
const newEmail = () => `consent${(sequence += 1)}.${Date.now()}@example.com`;
const ciphertext = Buffer.from('the sealed keys').toString('base64');

// Every test starts within the auth limit per client: this file makes more calls a minute than a person would.
beforeEach(() => services().db.query('delete from rate_limits'));

/** The mails to an address are 30 s apart (SPEC 9): the last one was sent that long ago. */
const thirtySecondsPass = (email: string) => services().db.query('update auth_email_sends set last_sent_at = last_sent_at - 30000 where email = $1', [email]);

/** The device an account's email login ran on. */
const laptopOf = (email: string) => `laptop-${email.replace('@', '.')}`;

/** An account made by email login, on its own device key, holding a backup. */
async function accountWithBackup(email: string) {
  const session = await client.auth.login(email, laptopOf(email));
  const stored = await client.auth.call('PUT', '/auth/v1/key-backup', { ciphertext, address: `0x${'ab'.repeat(20)}` }, { token: session.token, origin: client.frameOrigin });
  expect(stored.status).toBe(200);
  await thirtySecondsPass(email);
  return session;
}

const keyRead = (path: '/auth/v1/key-backup' | '/auth/v1/key-backup/wrap-key', token: string) => client.auth.call('GET', path, undefined, { token, origin: client.frameOrigin });
const methodOf = async (token: string) => {
  const [row] = await services().db.query<{ method: string }>('select method from auth_sessions where id = $1', [JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti]);
  return row!.method;
};

/** A login of `person` answered VERIFY_LINK: its state and key, having checked the answer carries no session. */
async function askedForConsent(provider: 'google' | 'github' | 'discord', person: StandInPerson, key?: DeviceKey) {
  const loginKey = key ?? (await newDeviceKey());
  const { state, answer } = await client.completed(provider, person, loginKey);
  expect(answer).toMatchObject({ status: 409 });
  expect(answer.body).toEqual({ message: SOCIAL_MESSAGES.consentAsked, action: VERIFY_LINK, email: person.email });
  return { state, key: loginKey };
}

describe('a new identity carrying the verified address of an account', () => {
  it('gets no session of it, nor its backup or wrap key: a code goes to the address, and a new account is all it may take without it', async () => {
    const email = newEmail();
    const victim = await accountWithBackup(email);
    const victimWrapKey = (await keyRead('/auth/v1/key-backup/wrap-key', victim.token)).body;
    const sessionsBefore = await client.sessionCount();

    const { state, key } = await askedForConsent('google', { name: 'Mallory', email });
    expect(await client.sessionCount()).toBe(sessionsBefore);
    const [mail] = await client.auth.mailbox(email);
    expect(mail).toMatchObject({ subject: 'Confirm the Google sign-in to your wallet', code: expect.stringMatching(/^\d{6}$/) });
    expect(await client.link(state, key, wrongCode(mail!.code!))).toMatchObject({ status: 401, body: AUTH_SAID.codeInvalid });
    // The login's completion was taken: completing it again gives nothing either.
    expect((await client.complete(state, key, 0)).status).toBe(410);

    const separate = await client.separate(state, key);
    expect(separate.status).toBe(200);
    const own = separate.body as SocialCompletion;
    expect(own.user).toEqual({ email: null, userId: expect.not.stringMatching(victim.user.userId) });
    expect(own.identity).toMatchObject({ provider: 'google', email });
    expect(await keyRead('/auth/v1/key-backup', own.token)).toMatchObject({ status: 404, body: { message: AUTH_MESSAGES.backupMissing } });
    expect((await keyRead('/auth/v1/key-backup/wrap-key', own.token)).body).not.toEqual(victimWrapKey);
    // The choice is taken once: the right code comes too late.
    expect(await client.link(state, key, mail!.code!)).toMatchObject({ status: 410, body: SOCIAL_SAID.completed });
    expect((await client.separate(state, key)).status).toBe(410);

    // Later sign-ins of that identity reach its own account at once; the address's stays the victim's.
    const again = await client.completed('google', { name: 'Mallory', email }, await newDeviceKey());
    expect(again.answer).toMatchObject({ status: 200, body: { user: own.user } });
    await thirtySecondsPass(email);
    expect((await client.auth.login(email, 'laptop-2')).user).toEqual(victim.user);
  });

  it("joins the account with the code mailed to its address: the account's session, whose new device waits out the key hold, as after an email code", async () => {
    const email = newEmail();
    const account = await accountWithBackup(email);
    const { state, key } = await askedForConsent('github', { name: 'Ada', email });
    const code = await client.auth.latestCode(email);
    // The code is the login's device key's: another key's call is refused and spends nothing.
    expect(await client.link(state, await newDeviceKey(), code)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofOtherKey } });

    const linked = await client.link(state, key, code);
    expect(linked).toMatchObject({ status: 200, body: { user: account.user, identity: { provider: 'github', email } } });
    const { token } = linked.body as SocialCompletion;
    expect(await methodOf(token)).toBe('email');
    expect((await keyRead('/auth/v1/key-backup', token)).status).toBe(423);
    expect(await services().db.query('select provider from auth_identities where user_id = $1', [account.user.userId])).toEqual([{ provider: 'github' }]);
    expect(await client.link(state, key, code)).toMatchObject({ status: 410, body: SOCIAL_SAID.completed });
    // A code can be phished: it approves no device for email login.
    await thirtySecondsPass(email);
    expect(await client.auth.start(email, 'frame-1', { ...fromFrame, proof: key })).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });

    // The identity is the account's now; its sign-ins on another device count as the code that linked it.
    const { completion } = await client.signedIn('github', { name: 'Ada', email });
    expect(completion.user).toEqual(account.user);
    expect(await methodOf(completion.token)).toBe('email');
  });

  it("joins at once with the frame's live session of that account on the same device key, and with no other", async () => {
    const email = newEmail();
    const account = await accountWithBackup(email);
    const mailsBefore = (await client.auth.mailbox(email)).length;
    const key = await client.auth.deviceKey(laptopOf(email));

    const { answer } = await client.completed('google', { name: 'Ada', email }, key, { token: account.token });
    expect(answer).toMatchObject({ status: 200, body: { user: account.user } });
    // As strong as the session that proved it: an email login's.
    expect(await methodOf((answer.body as SocialCompletion).token)).toBe('email');
    expect(await client.auth.mailbox(email)).toHaveLength(mailsBefore);

    // That session's token with another device key's proof, or another account's session, counts as none.
    const person = { name: 'Ada', email };
    expect((await client.completed('github', person, await newDeviceKey(), { token: account.token })).answer.status).toBe(409);
    await thirtySecondsPass(email);
    const other = await client.auth.login(newEmail(), 'other-laptop');
    expect((await client.completed('discord', person, client.auth.keyOf(other.token)!, { token: other.token })).answer.status).toBe(409);
  });
});

describe('the first code held back by the mail limits', () => {
  it("still asks for consent: the answer carries the limits' words, the code goes out on Resend once they allow, and a new wallet needs none", async () => {
    // The address's login code went to this device key a moment ago: the 30 s between mails hold the link's back.
    const email = newEmail();
    const account = await client.auth.login(email, laptopOf(email));
    const key = await client.auth.deviceKey(laptopOf(email));
    const mailsBefore = (await client.auth.mailbox(email)).length;
    const { state, answer } = await client.completed('github', { name: 'Ada', email }, key);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: SOCIAL_MESSAGES.consentAsked, reasons: [{ description: expect.stringMatching(/^Please try again after \d+ seconds$/), messageId: 'emailThrottled', values: { seconds: expect.any(Number) } }], action: VERIFY_LINK, email });
    expect(await client.auth.mailbox(email)).toHaveLength(mailsBefore);
    expect((await client.resendLink(state, key)).status).toBe(429);
    await thirtySecondsPass(email);
    expect(await client.resendLink(state, key)).toMatchObject({ status: 200, body: { action: VERIFY_LINK } });
    expect(await client.link(state, key, await client.auth.latestCode(email))).toMatchObject({ status: 200, body: { user: account.user, identity: { provider: 'github', email } } });

    // Held back again, the person goes on with a wallet of the identity's own at once.
    const other = newEmail();
    await client.auth.login(other, laptopOf(other));
    const held = await client.completed('google', { name: 'Bo', email: other }, await client.auth.deviceKey(laptopOf(other)));
    expect(held.answer.status).toBe(409);
    expect(await client.separate(held.state, await client.auth.deviceKey(laptopOf(other)))).toMatchObject({ status: 200, body: { user: { email: null }, identity: { provider: 'google', email: other } } });
  });
});

describe('an address past its daily ceilings', () => {
  it('still gets the code that links and takes it: other device keys flooding the address lock no one out', async () => {
    const email = newEmail();
    const account = await accountWithBackup(email);
    // Other device keys sent the address ten times its ceiling of mails today, and typed as many wrong codes for it.
    const flooded = (area: string) =>
      services().db.query(
        'insert into auth_address_days (area, email, day_start, count) values ($1, $2, $3, 500) on conflict (area, email) do update set day_start = excluded.day_start, count = excluded.count',
        [area, email, Date.now()],
      );
    await flooded('emails');
    await flooded('wrong-codes');

    const { state, key } = await askedForConsent('github', { name: 'Ada', email });
    const code = await client.auth.latestCode(email);
    expect(await client.link(state, key, wrongCode(code))).toMatchObject({ status: 401, body: AUTH_SAID.codeInvalid });
    expect(await client.link(state, key, code)).toMatchObject({ status: 200, body: { user: account.user, identity: { provider: 'github', email } } });
  });
});

describe("Facebook's address", () => {
  it('reaches no account: the identity gets its own, at once, with no email and no code mailed', async () => {
    const email = newEmail();
    const account = await accountWithBackup(email);
    const mailsBefore = (await client.auth.mailbox(email)).length;
    const { completion } = await client.signedIn('facebook', { name: 'Fay', email });
    expect(completion.user).toEqual({ email: null, userId: expect.not.stringMatching(account.user.userId) });
    expect(completion.identity).toMatchObject({ provider: 'facebook', email });
    expect(await client.auth.mailbox(email)).toHaveLength(mailsBefore);
    expect((await client.signedIn('facebook', { name: 'Fay', email })).completion.user).toEqual(completion.user);
  });
});

describe("the person's choice", () => {
  it("is taken only on a login that asks for it, from the frame's origin with a proof of the login's key, in time", async () => {
    const plainKey = await newDeviceKey();
    const plain = await client.completed('google', { name: 'Bo', email: newEmail() }, plainKey);
    expect(plain.answer.status).toBe(200);
    expect(await client.separate(plain.state, plainKey)).toMatchObject({ status: 409, body: SOCIAL_SAID.noConsentAsked });

    const email = newEmail();
    await accountWithBackup(email);
    const { state, key } = await askedForConsent('discord', { name: 'Bo', email });
    expect(await client.separate('A'.repeat(43), key)).toMatchObject({ status: 404, body: SOCIAL_SAID.unknownLogin });
    expect(await client.separate(state, key, { origin: DEMO_ORIGIN })).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.frameOnly } });
    expect(await client.separate(state, key, { proof: false })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofMissing } });

    // Another code: held back 30 s after the first, as login mails are; then it replaces the first.
    expect((await client.resendLink(state, key)).status).toBe(429);
    await thirtySecondsPass(email);
    expect(await client.resendLink(state, key)).toMatchObject({ status: 200, body: { action: VERIFY_LINK } });
    const codes = await services().db.query<{ closed_reason: string | null }>("select closed_reason from auth_codes where email = $1 and purpose = 'link' order by created_at", [email]);
    expect(codes).toEqual([{ closed_reason: 'replaced' }, { closed_reason: null }]);
    const second = await client.auth.latestCode(email);

    // A code's lifetime after the complete asked, the choice is gone.
    await services().db.query('update auth_social_logins set expires_at = $1 where consent_asked_at is not null and consent_settled_at is null', [Date.now() - 1]);
    expect(await client.link(state, key, second)).toMatchObject({ status: 410, body: SOCIAL_SAID.expired });
    expect(await client.separate(state, key)).toMatchObject({ status: 410, body: SOCIAL_SAID.expired });
  });
});
