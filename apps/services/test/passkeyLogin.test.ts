// Passkeys over real HTTP: a signed-in frame adds a passkey (the software authenticator's real
// attestation, verified by @simplewebauthn/server), then another device signs in with it alone and
// gets the same user. Challenges are single use, expire, stay with the device key that asked and
// the frame origin; assertions for another origin, by another key or for an unknown passkey are
// refused.
import type { IssuedSession } from '../src/index.js';
import { FRESH_SIGN_IN_MS } from '../src/auth/sessions.js';
import { AUTH_SAID, PASSKEY_CHALLENGE_TTL_MS, PASSKEY_MESSAGES, PASSKEY_SAID, PASSKEY_RP_NAME } from '../src/index.js';
import { newDeviceKey, useAuthServices, type AuthCallOptions } from './authHelpers.js';
import { DEMO_ORIGIN, FRAME_ORIGIN, fromFrame, OTHER_ORIGIN } from './helpers.js';
import { SoftAuthenticator } from './softAuthenticator.js';

const { clock, services, client } = useAuthServices();

interface CreationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  authenticatorSelection: { residentKey: string; userVerification: string };
  excludeCredentials: { id: string }[];
}
interface RequestOptions {
  challenge: string;
  rpId: string;
  allowCredentials?: unknown[];
  userVerification: string;
}

let emailCount = 0;
/** A new person signed in by email on `frame-a`; the clock moves so the next email is allowed. */
async function signedIn(): Promise<IssuedSession> {
  clock.advance(120_000);
  return client.login(`passkey-${++emailCount}@example.com`, `frame-a-${emailCount}`);
}

const registerOptions = (token: string, options: AuthCallOptions = {}) => client.call('POST', '/auth/v1/passkey/register/options', undefined, { ...fromFrame, token, ...options });
const register = (token: string, response: unknown, options: AuthCallOptions = {}) => client.call('POST', '/auth/v1/passkey/register', { response }, { ...fromFrame, token, ...options });
const loginOptions = (deviceId: string, options: AuthCallOptions = {}) => client.call('POST', '/auth/v1/passkey/login/options', { deviceId }, { ...fromFrame, ...options });
const login = (deviceId: string, response: unknown, options: AuthCallOptions = {}) => client.call('POST', '/auth/v1/passkey/login', { deviceId, response }, { ...fromFrame, ...options });

/** A signed-in person with a passkey on `authenticator`. */
async function withPasskey(authenticator = new SoftAuthenticator()) {
  const session = await signedIn();
  const options = (await registerOptions(session.token)).body as CreationOptions;
  const added = await register(session.token, authenticator.create(options, FRAME_ORIGIN));
  expect(added).toMatchObject({ status: 201, body: { id: authenticator.credentials.at(-1)!.id } });
  return { session, authenticator };
}

async function loginAnswer(authenticator: SoftAuthenticator, deviceId: string, origin = FRAME_ORIGIN) {
  const options = (await loginOptions(deviceId)).body as RequestOptions;
  return authenticator.get(options, origin);
}

describe('adding a passkey', () => {
  it("asks for a discoverable, user-verified credential for the session's user, on the frame origin as relying party", async () => {
    const session = await signedIn();
    const answer = await registerOptions(session.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const options = answer.body as CreationOptions;
    expect(options.rp).toEqual({ id: new URL(FRAME_ORIGIN).hostname, name: PASSKEY_RP_NAME });
    expect(options.user.name).toBe(session.user.email);
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(session.user.userId);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the verified credential (public key, counter, transports) and names it in the next options as excluded', async () => {
    const { session, authenticator } = await withPasskey();
    const [row] = await services().db.query<Record<string, unknown>>('select * from auth_passkeys where id = $1', [authenticator.credentials[0]!.id]);
    expect(row).toMatchObject({ user_id: session.user.userId, transports: '["internal"]' });
    expect(Number(row!.counter)).toBe(0);
    expect(String(row!.public_key).length).toBeGreaterThan(80);
    const next = (await registerOptions(session.token)).body as CreationOptions;
    expect(next.excludeCredentials.map(({ id }) => id)).toEqual([authenticator.credentials[0]!.id]);
  });

  it('wants the session and its device key, from the frame origin', async () => {
    const session = await signedIn();
    expect((await registerOptions('', { token: undefined })).status).toBe(401);
    expect(await registerOptions(session.token, { proof: await newDeviceKey() })).toMatchObject({ status: 401 });
    expect(await registerOptions(session.token, { origin: DEMO_ORIGIN })).toMatchObject({ status: 403, body: { message: PASSKEY_MESSAGES.frameOnly } });
  });

  it('wants a fresh sign-in: a session alone, its login long past, adds no passkey', async () => {
    const session = await signedIn();
    const options = (await registerOptions(session.token)).body as CreationOptions;
    clock.advance(FRESH_SIGN_IN_MS + 1000);
    expect(await registerOptions(session.token)).toMatchObject({ status: 403, body: AUTH_SAID.signInAgain });
    expect(await register(session.token, new SoftAuthenticator().create(options, FRAME_ORIGIN))).toMatchObject({ status: 403, body: AUTH_SAID.signInAgain });
  });

  it('refuses an attestation without user verification, for another origin, or a second use of its challenge', async () => {
    const session = await signedIn();
    const authenticator = new SoftAuthenticator();
    const unverified = authenticator.create((await registerOptions(session.token)).body as CreationOptions, FRAME_ORIGIN, { userVerified: false });
    expect(await register(session.token, unverified)).toMatchObject({ status: 400, body: PASSKEY_SAID.registrationRefused });
    const elsewhere = authenticator.create((await registerOptions(session.token)).body as CreationOptions, DEMO_ORIGIN);
    expect(await register(session.token, elsewhere)).toMatchObject({ status: 400, body: PASSKEY_SAID.registrationRefused });
    const good = authenticator.create((await registerOptions(session.token)).body as CreationOptions, FRAME_ORIGIN);
    expect((await register(session.token, good)).status).toBe(201);
    expect(await register(session.token, good)).toMatchObject({ status: 400, body: PASSKEY_SAID.challengeUnknown });
    const [count] = await services().db.query<{ n: string | number }>('select count(*) as n from auth_passkeys where user_id = $1', [session.user.userId]);
    expect(Number(count!.n)).toBe(1);
  });

  it("does not take another user's challenge", async () => {
    const ada = await signedIn();
    const bob = await signedIn();
    const adaOptions = (await registerOptions(ada.token)).body as CreationOptions;
    const answer = new SoftAuthenticator().create(adaOptions, FRAME_ORIGIN);
    expect(await register(bob.token, answer)).toMatchObject({ status: 401, body: { message: PASSKEY_MESSAGES.challengeOtherKey } });
  });

  it('refuses a malformed answer in words naming the field', async () => {
    const session = await signedIn();
    const answer = await register(session.token, { id: 'x', type: 'public-key' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/response/);
  });
});

describe('signing in with a passkey', () => {
  it('on another device, with the passkey alone, gives a session of the same user that opens the key backup', async () => {
    const { session, authenticator } = await withPasskey();
    const options = (await loginOptions('frame-b')).body as RequestOptions;
    expect(options).toMatchObject({ rpId: new URL(FRAME_ORIGIN).hostname, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const answer = await login('frame-b', authenticator.get(options, FRAME_ORIGIN));
    expect(answer.status).toBe(200);
    const issued = answer.body as IssuedSession;
    expect(issued.user).toEqual(session.user);
    expect(issued.token).not.toBe(session.token);
    expect(await client.session(issued.token)).toMatchObject({ status: 200, body: { user: session.user } });
    const wrap = await client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { ...fromFrame, token: issued.token });
    expect(wrap.status).toBe(200);
    const devices = await services().db.query<{ device_id: string }>('select device_id from auth_sessions where user_id = $1 order by device_id', [session.user.userId]);
    expect(devices.map((row) => row.device_id)).toEqual([`frame-a-${emailCount}`, 'frame-b']);
    const [stored] = await services().db.query<{ counter: string | number }>('select counter from auth_passkeys where id = $1', [authenticator.credentials[0]!.id]);
    expect(Number(stored!.counter)).toBe(1);
  });

  it("from the frame embedded in the project's dApp (clientData's topOrigin) signs in; under any other page it is refused", async () => {
    const { session, authenticator } = await withPasskey();
    const embedded = authenticator.get((await loginOptions('frame-g')).body as RequestOptions, FRAME_ORIGIN, DEMO_ORIGIN);
    expect(await login('frame-g', embedded)).toMatchObject({ status: 200, body: { user: session.user } });
    const framed = authenticator.get((await loginOptions('frame-g')).body as RequestOptions, FRAME_ORIGIN, OTHER_ORIGIN);
    expect(await login('frame-g', framed)).toMatchObject({ status: 401, body: PASSKEY_SAID.assertionRefused });
  });

  it('takes a challenge once', async () => {
    const { authenticator } = await withPasskey();
    const answer = await loginAnswer(authenticator, 'frame-c');
    expect((await login('frame-c', answer)).status).toBe(200);
    expect(await login('frame-c', answer)).toMatchObject({ status: 400, body: PASSKEY_SAID.challengeUnknown });
  });

  it('refuses an expired challenge', async () => {
    const { authenticator } = await withPasskey();
    const answer = await loginAnswer(authenticator, 'frame-d');
    clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    expect(await login('frame-d', answer)).toMatchObject({ status: 400, body: PASSKEY_SAID.challengeUnknown });
  });

  it('refuses an assertion made for another origin, a forged signature, or by another device key', async () => {
    const { authenticator } = await withPasskey();
    expect(await login('frame-e', await loginAnswer(authenticator, 'frame-e', DEMO_ORIGIN))).toMatchObject({ status: 401, body: PASSKEY_SAID.assertionRefused });
    const forged = await loginAnswer(authenticator, 'frame-e');
    forged.response.signature = (await loginAnswer(authenticator, 'frame-e')).response.signature;
    expect(await login('frame-e', forged)).toMatchObject({ status: 401, body: PASSKEY_SAID.assertionRefused });
    const stolen = await loginAnswer(authenticator, 'frame-e');
    expect(await login('frame-e', stolen, { proof: await newDeviceKey() })).toMatchObject({ status: 401, body: { message: PASSKEY_MESSAGES.challengeOtherKey } });
  });

  it('refuses a passkey nobody added, and any call from outside the frame origin', async () => {
    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: 'x', rp: { id: new URL(FRAME_ORIGIN).hostname }, user: { id: 'nobody' } }, FRAME_ORIGIN);
    expect(await login('frame-f', await loginAnswer(stranger, 'frame-f'))).toMatchObject({ status: 401, body: PASSKEY_SAID.unknownPasskey });
    expect(await loginOptions('frame-f', { origin: DEMO_ORIGIN })).toMatchObject({ status: 403, body: { message: PASSKEY_MESSAGES.frameOnly } });
    expect((await loginOptions('frame-f', { proof: false })).status).toBe(401);
  });
});
