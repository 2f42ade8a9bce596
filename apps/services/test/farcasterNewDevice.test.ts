// Issue 30, point 1 (c), the audit's third gap: a Farcaster approval cannot be bound to a browser
// (the person approves a QR code on their phone, whoever showed it), so the account is bound
// instead. A device key that never had an existing account's keys released gets no session from a
// Farcaster approval: the person approves it by the link mailed to the account's address, signs in
// with the account's passkey, or opens the wallet where they made it. A program that showed the
// person its own channel's QR code gets nothing: no token, no backup, no wrap key.
import { AUTH_SAID, FARCASTER_SAID, type FarcasterCompletion } from '../src/index.js';
import { keysHeld } from '../src/auth/messages.js';
import { linkToken, newDeviceKey, type DeviceKey } from './authHelpers.js';
import { FARCASTER_TEST_HOLD_MS, useFarcasterWorld, type Custodian } from './farcasterHelpers.js';
import { FRAME_ORIGIN, fromFrame } from './helpers.js';
import { SoftAuthenticator } from './softAuthenticator.js';

const { clock, services, client, custodian } = useFarcasterWorld();
const ADDRESS = `0x${'cd'.repeat(20)}`;

const asFrame = (key: DeviceKey, token: string) => ({ ...fromFrame, proof: key, token });
const wrapKey = (key: DeviceKey, token: string) => client.auth.call('GET', '/auth/v1/key-backup/wrap-key', undefined, asFrame(key, token));
const keyBackup = (key: DeviceKey, token: string) => client.auth.call('GET', '/auth/v1/key-backup', undefined, asFrame(key, token));

/** A channel of `key`, approved in the Farcaster app of `who`. */
async function approvedChannel(key: DeviceKey, who: Custodian): Promise<string> {
  const channel = await client.created(key);
  expect((await client.authenticate(channel.channelToken, await client.sign(channel.url, who.wallet, who.fid))).status).toBe(200);
  return channel.channelToken;
}

/** The person's own wallet: a Farcaster sign-in on their device, whose keys it makes and backs up. */
async function ownWallet(who: Custodian): Promise<{ key: DeviceKey; session: FarcasterCompletion }> {
  const key = await newDeviceKey();
  const confirmed = await client.confirm(await approvedChannel(key, who), key);
  expect(confirmed.status).toBe(200);
  const session = confirmed.body as FarcasterCompletion;
  expect((await wrapKey(key, session.token)).status).toBe(200);
  expect((await client.auth.call('PUT', '/auth/v1/key-backup', { ciphertext: 'c2VhbGVk', address: ADDRESS }, asFrame(key, session.token))).status).toBe(200);
  return { key, session };
}

/** What a program that showed the person its channel gets: asserts no token, no session, whatever it asks. */
async function attackerGetsNothing(who: Custodian, refusal: object, waitMs = 0) {
  const attacker = await newDeviceKey();
  const token = await approvedChannel(attacker, who);
  expect(await client.complete(token, attacker)).toMatchObject({ status: 200, body: { status: 'approved' } });
  const confirmed = await client.auth.call('POST', '/auth/v1/farcaster/complete', { channelToken: token, confirm: true, waitMs }, { ...fromFrame, proof: attacker });
  expect(confirmed).toMatchObject({ status: 409, body: refusal });
  expect(JSON.stringify(confirmed.body)).not.toMatch(/token|userId/);
  return { attacker, token };
}

let sequence = 0;
const newEmail = () => `farcaster-person${(sequence += 1)}@example.com`;

/** Adds `email` to the Farcaster account of `session` (an email update of a user without one). */
async function addEmail(key: DeviceKey, session: FarcasterCompletion, email: string): Promise<void> {
  const call = (path: string, body: unknown) => client.auth.call('POST', `/auth/v1/email-update/${path}`, body, asFrame(key, session.token));
  expect(await call('start', { email })).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } });
  expect((await call('verify-secondary', { otp: await client.auth.latestCode(email) })).status).toBe(200);
}

describe('a Farcaster approval on a device new to an existing account', () => {
  it('gives a program that showed its own QR code no token, no backup, no wrap key, for an account with no email or passkey; the person\'s own device signs in again', async () => {
    const person = await custodian(1);
    const own = await ownWallet(person);
    const { attacker, token } = await attackerGetsNothing(person, FARCASTER_SAID.newDevice);
    // Ended: asking again changes nothing.
    expect(await client.confirm(token, attacker)).toMatchObject({ status: 410 });
    const [released] = await services().db.query<{ n: string | number }>('select count(*) as n from auth_key_releases where user_id = $1', [own.session.user.userId]);
    expect(Number(released!.n)).toBe(1);

    // The person's own device (its key) signs in again: the same account, its keys at once.
    const again = await client.confirm(await approvedChannel(own.key, person), own.key);
    expect(again).toMatchObject({ status: 200, body: { user: own.session.user } });
    expect((await keyBackup(own.key, (again.body as FarcasterCompletion).token)).status).toBe(200);
  });

  it('tells the person to sign in with the passkey when the account has one and no email', async () => {
    const person = await custodian(2);
    const own = await ownWallet(person);
    const authenticator = new SoftAuthenticator();
    const options = await client.auth.call('POST', '/auth/v1/passkey/register/options', undefined, asFrame(own.key, own.session.token));
    expect(options.status).toBe(200);
    const registered = await client.auth.call('POST', '/auth/v1/passkey/register', { response: authenticator.create(options.body as never, FRAME_ORIGIN) }, asFrame(own.key, own.session.token));
    expect(registered.status).toBe(201);
    await attackerGetsNothing(person, FARCASTER_SAID.usePasskey);
  });

  it('mails the account\'s address a link that approves the device; refused there, the program gets nothing, approved, the device signs in and its keys are held behind a notice', async () => {
    const person = await custodian(3);
    const own = await ownWallet(person);
    const email = newEmail();
    await addEmail(own.key, own.session, email);

    const { attacker, token } = await attackerGetsNothing(person, FARCASTER_SAID.approveDevice);
    const [approval] = await client.auth.mailbox(email);
    expect(approval).toMatchObject({ subject: 'Approve a new device', code: null });
    expect(approval!.text).toContain('from the address 127.0.0.1');
    // Asking again waits on the same link: no second mail.
    expect(await client.confirm(token, attacker)).toMatchObject({ status: 409, body: FARCASTER_SAID.approveDevice });
    expect((await client.auth.mailbox(email)).filter((mail) => mail.subject === 'Approve a new device')).toHaveLength(1);
    expect((await client.auth.decideDevice(linkToken(approval!.link!).token, 'refuse')).status).toBe(200);
    expect(await client.confirm(token, attacker)).toMatchObject({ status: 403, body: AUTH_SAID.deviceRefused });
    expect(await client.confirm(token, attacker)).toMatchObject({ status: 410 });
    // The device page's refusal sent no login code, and approved nothing for email login.
    expect((await client.auth.mailbox(email)).filter((mail) => mail.code !== null && mail.subject === 'Your login code')).toHaveLength(0);

    // The person's new phone: approved by the link, the same Farcaster sign-in goes on (a long poll).
    const phone = await newDeviceKey();
    const phoneChannel = await approvedChannel(phone, person);
    expect(await client.confirm(phoneChannel, phone)).toMatchObject({ status: 409, body: FARCASTER_SAID.approveDevice });
    const waiting = client.auth.call('POST', '/auth/v1/farcaster/complete', { channelToken: phoneChannel, confirm: true, waitMs: 20_000 }, { ...fromFrame, proof: phone });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await client.auth.decideDevice(linkToken(await client.auth.latestLink(email)).token, 'approve')).status).toBe(200);
    const signedIn = await waiting;
    expect(signedIn).toMatchObject({ status: 200, body: { user: { userId: own.session.user.userId, email } } });
    const session = signedIn.body as FarcasterCompletion;
    const askedAt = clock.ms;
    expect(await wrapKey(phone, session.token)).toMatchObject({ status: 423, body: keysHeld(askedAt + FARCASTER_TEST_HOLD_MS) });
    expect((await client.auth.mailbox(email))[0]).toMatchObject({ subject: 'A new device is getting your wallet' });
  });
});

describe('a Farcaster account with no address to tell', () => {
  // A device that signed in before an account's devices were bound (its release not recorded, as an
  // upgrade finds it): nobody can be told, so its hold never ends by itself.
  it("never releases the keys to a held device when there is no one to notify", async () => {
    const person = await custodian(4);
    const own = await ownWallet(person);
    await services().db.query('delete from auth_key_releases where user_id = $1', [own.session.user.userId]);
    expect(await wrapKey(own.key, own.session.token)).toMatchObject({ status: 403, body: AUTH_SAID.keysNobodyToTell });
    clock.advance(FARCASTER_TEST_HOLD_MS * 2);
    expect(await keyBackup(own.key, own.session.token)).toMatchObject({ status: 403, body: AUTH_SAID.keysNobodyToTell });
  });
});
