// The key backup and its wrap key, over real HTTP after a real email login: only a session of the
// user, used with a proof of the device key it was issued to (the frame's), reads or writes them.
// A program outside the frame, whatever Origin it forges and whatever codes it learns, gets none.
import { request } from 'node:http';
import { AUTH_MESSAGES, AUTH_SAID, backupTooLarge, MAX_BACKUP_CIPHERTEXT, PROOF_WINDOW_S, WRAP_KEY_BYTES, type IssuedSession } from '../src/index.js';
import { tokenHash } from '../src/auth/proof.js';
import { FRESH_SIGN_IN_MS } from '../src/auth/sessions.js';
import { newDeviceKey, signProof, useAuthServices, type AuthCallOptions, type DeviceKey } from './authHelpers.js';
import { CALL, DEMO_ORIGIN, FRAME_ORIGIN, fromFrame, urlOf } from './helpers.js';

const { clock, services, client } = useAuthServices();
let sequence = 0;
const newEmail = () => `backup${(sequence += 1)}@example.com`;

async function login(email = newEmail(), deviceId = 'device-1'): Promise<IssuedSession> {
  clock.advance(30_000);
  return client.login(email, deviceId);
}

/**
 * A PUT on a connection of its own: the server answers 413 before reading a large body and then
 * closes the connection, which must not be one that fetch would reuse for the next test.
 */
function putOnOwnConnection(url: string, token: string, body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: 'PUT', agent: false, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: FRAME_ORIGIN } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

const withToken = (token: string | undefined, origin = FRAME_ORIGIN) => (token === undefined ? { origin } : { token, origin });
const put = (token: string | undefined, body: unknown, origin?: string) => client.call('PUT', '/auth/v1/key-backup', body, withToken(token, origin));
const get = (token?: string, origin?: string) => client.call('GET', '/auth/v1/key-backup', undefined, withToken(token, origin));
const wrapKey = (token?: string, origin?: string) => client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, withToken(token, origin));

describe('the key backup', () => {
  const address = '0x' + 'ab'.repeat(20);
  const ciphertext = Buffer.from('sealed by the frame, opaque here').toString('base64');

  it('round-trips per user, and a new device of the same email recovers it', async () => {
    const email = newEmail();
    const { token } = await login(email, 'first-device');
    expect(await get(token)).toMatchObject({ status: 404, body: { message: AUTH_MESSAGES.backupMissing } });
    const stored = await put(token, { ciphertext, address });
    expect(stored).toMatchObject({ status: 200, body: { ciphertext, address, version: 1, updatedAt: new Date(clock.ms).toISOString() } });

    const other = await login(email, 'second-device');
    expect(await get(other.token)).toMatchObject({ status: 200, body: { ciphertext, address, version: 1 } });
    const stranger = await login();
    expect((await get(stranger.token)).status).toBe(404);
  });

  it('needs a session', async () => {
    expect(await put(undefined, { ciphertext, address })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenMissing } });
    expect(await get()).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenMissing } });
    expect((await get('x.y.z')).status).toBe(401);
    const { token } = await login();
    await client.call('POST', '/auth/v1/sign-out', undefined, { token });
    expect(await put(token, { ciphertext, address })).toMatchObject({ status: 401, body: AUTH_SAID.sessionRevoked });
  });

  it("answers only the frame's origin: the dApp's own origin, or no origin, is refused with 403", async () => {
    const { token } = await login();
    expect(await put(token, { ciphertext, address }, DEMO_ORIGIN)).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.frameOnly } });
    expect(await get(token, DEMO_ORIGIN)).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.frameOnly } });
    const originless = await fetch(urlOf(services().url, '/auth/v1/key-backup'), { headers: { authorization: `Bearer ${token}` } });
    expect(originless.status).toBe(403);
    expect((await get(token, 'http://localhost:5174')).status).toBe(404);
  });

  it('is limited in size', async () => {
    const { token } = await login();
    expect((await put(token, { ciphertext: 'A'.repeat(MAX_BACKUP_CIPHERTEXT), address })).status).toBe(200);
    expect(await put(token, { ciphertext: 'A'.repeat(MAX_BACKUP_CIPHERTEXT + 4), address })).toMatchObject({
      status: 413,
      body: { message: backupTooLarge(MAX_BACKUP_CIPHERTEXT) },
    });
    const huge = JSON.stringify({ ciphertext: 'A'.repeat(1024 * 1024), address });
    expect(await putOnOwnConnection(urlOf(services().url, '/auth/v1/key-backup'), token, huge)).toMatchObject({
      status: 413,
      body: { message: backupTooLarge(MAX_BACKUP_CIPHERTEXT) },
    });
    expect((await get(token)).body).toMatchObject({ ciphertext: 'A'.repeat(MAX_BACKUP_CIPHERTEXT) });
  });

  it('is replaced only by a backup of the same address', async () => {
    const { token } = await login();
    await put(token, { ciphertext, address });
    const rewrapped = Buffer.from('re-encrypted').toString('base64url');
    expect(await put(token, { ciphertext: rewrapped, address: address.toUpperCase().replace('0X', '0x'), version: 2 })).toMatchObject({ status: 200, body: { version: 2 } });
    expect(await put(token, { ciphertext: 'QUJD', address: '0x' + 'cd'.repeat(20) })).toMatchObject({ status: 409, body: { message: AUTH_MESSAGES.backupOtherAddress } });
    expect((await get(token)).body).toMatchObject({ ciphertext: rewrapped, version: 2 });
  });

  it("is never replaced by a session alone: a replacement wants a fresh sign-in, survives a refresh's new token only as old as its login, and keeps the version before", async () => {
    const email = newEmail();
    const { token } = await login(email);
    const first = { ciphertext: Buffer.from('first').toString('base64'), address };
    const second = { ciphertext: Buffer.from('second').toString('base64'), address, version: 2 };
    expect((await put(token, first)).status).toBe(200);
    clock.advance(FRESH_SIGN_IN_MS + 1000);
    // A refresh makes a new token, not a new sign-in.
    const refreshed = (await client.call('POST', '/auth/v1/session/refresh', undefined, { token })).body as IssuedSession;
    expect(await put(refreshed.token, second)).toMatchObject({ status: 403, body: AUTH_SAID.signInAgain });
    expect(await get(refreshed.token)).toMatchObject({ status: 200, body: { ciphertext: first.ciphertext, version: 1 } });

    const again = await login(email);
    expect(await put(again.token, second)).toMatchObject({ status: 200, body: { ciphertext: second.ciphertext, version: 2 } });
    const kept = await services().db.query<{ version: number; ciphertext: string }>(
      'select version, ciphertext from auth_key_backup_versions v join auth_users u on u.id = v.user_id where u.email = $1',
      [email],
    );
    expect(kept).toEqual([{ version: 1, ciphertext: first.ciphertext }]);
  });

  it('is written once when two devices back up their first keys at once: the other gets 409 and the backup stays the first', async () => {
    const email = newEmail();
    const [first, second] = [await login(email, 'phone'), await login(email, 'laptop')];
    const theirs = [
      { ciphertext: Buffer.from('phone key').toString('base64url'), address: '0x' + '11'.repeat(20) },
      { ciphertext: Buffer.from('laptop key').toString('base64url'), address: '0x' + '22'.repeat(20) },
    ];
    // Each insert waits a moment inside its transaction, so that both requests look for a backup
    // before either has stored one (on PostgreSQL; PGlite runs one transaction at a time anyway).
    await services().db.exec(`
      create or replace function latch_test_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(0.3); return new; end $$;
      create trigger latch_test_slow before insert on auth_key_backups for each row execute function latch_test_slow();`);
    try {
      const answers = await Promise.all([put(first.token, theirs[0]), put(second.token, theirs[1])]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(answers[1 - winner]).toMatchObject({ body: { message: AUTH_MESSAGES.backupOtherAddress } });
      for (const { token } of [first, second]) expect((await get(token)).body).toMatchObject(theirs[winner]!);
    } finally {
      await services().db.exec('drop trigger latch_test_slow on auth_key_backups');
    }
  });

  it.each([
    ['ciphertext that is not base64', { ciphertext: 'not base64!', address }, 'ciphertext'],
    ['an address of no known namespace', { ciphertext, address: 'cosmos1abc' }, 'address: must be an eip155 or solana address'],
    ['no ciphertext', { address }, 'ciphertext'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const { token } = await login();
    const answer = await put(token, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });

  it('takes a solana address', async () => {
    const { token } = await login();
    expect((await put(token, { ciphertext, address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })).status).toBe(200);
  });

  it('may be written from another origin by the frame: PUT passes the CORS preflight', async () => {
    const response = await fetch(urlOf(services().url, '/auth/v1/key-backup', {}, CALL), {
      method: 'OPTIONS',
      headers: { origin: FRAME_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('the backup wrap key', () => {
  const bytesOf = (body: unknown) => Buffer.from((body as { wrapKey: string }).wrapKey, 'base64url');

  it('is 32 random bytes per user, made once, the same on every device of the email', async () => {
    const email = newEmail();
    const first = await login(email, 'first-device');
    const answer = await wrapKey(first.token);
    expect(answer).toMatchObject({ status: 200, body: { wrapKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBe(FRAME_ORIGIN);
    expect(bytesOf(answer.body)).toHaveLength(WRAP_KEY_BYTES);
    expect((await wrapKey(first.token)).body).toEqual(answer.body);
    const second = await login(email, 'second-device');
    expect((await wrapKey(second.token)).body).toEqual(answer.body);
    const stranger = await login();
    expect(bytesOf((await wrapKey(stranger.token)).body).equals(bytesOf(answer.body))).toBe(false);
  });

  it('needs a live session', async () => {
    expect(await wrapKey()).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenMissing } });
    expect(await wrapKey('x.y.z')).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenInvalid } });
    const { token } = await login();
    await client.call('POST', '/auth/v1/sign-out', undefined, { token });
    expect(await wrapKey(token)).toMatchObject({ status: 401, body: AUTH_SAID.sessionRevoked });
  });

  it("is never given to the dApp's origin, nor to a call without an origin, even with a valid session and its proof", async () => {
    const { token } = await login();
    expect(await wrapKey(token, DEMO_ORIGIN)).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.frameOnly } });
    const originless = await fetch(urlOf(services().url, '/auth/v1/key-backup/wrap-key'), { headers: { authorization: `Bearer ${token}` } });
    expect(originless.status).toBe(403);
    expect(await originless.json()).toEqual({ message: AUTH_MESSAGES.frameOnly });
    expect((await client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { ...fromFrame, token })).status).toBe(200);
  });
});

describe('a program outside the frame (a dApp, its server, a script)', () => {
  const FRAME_DEVICE = 'frame-device';
  const ATTACKER_DEVICE = 'attacker-device';
  let attacker: DeviceKey;
  beforeAll(async () => {
    attacker = await newDeviceKey();
  });
  /** The attacker's calls: its own key (or none), the frame's Origin forged. */
  const forged = (options: AuthCallOptions = {}): AuthCallOptions => ({ origin: FRAME_ORIGIN, proof: attacker, ...options });

  it("with its own device id and key and a forged frame Origin, completes no login that yields the wrap key, even with the frame's link approved and its login code known; the frame logs in", async () => {
    const email = newEmail();
    clock.advance(30_000);
    expect((await client.start(email, FRAME_DEVICE)).body).toEqual({ action: 'VERIFY_DEVICE' });
    await client.approveByLink(email);
    // The link approved the frame's device (its id and its key), no other.
    expect(await client.verifyDevice(email, ATTACKER_DEVICE, 0, forged())).toMatchObject({ status: 410, body: AUTH_SAID.codeMissing });
    expect(await client.verifyDevice(email, FRAME_DEVICE, 0, forged())).toMatchObject({ status: 410, body: AUTH_SAID.codeMissing });
    expect(await client.verifyDevice(email, FRAME_DEVICE, 0, forged({ proof: false }))).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofMissing } });
    expect((await client.verifyDevice(email, FRAME_DEVICE)).body).toEqual({ action: 'VERIFY_OTP' });
    const loginCode = await client.latestCode(email);
    expect(await client.verifyOtp(email, FRAME_DEVICE, loginCode, forged())).toMatchObject({ status: 410, body: AUTH_SAID.codeMissing });
    expect(await client.verifyOtp(email, FRAME_DEVICE, loginCode, forged({ proof: false }))).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofMissing } });
    const frame = await client.verifyOtp(email, FRAME_DEVICE, loginCode);
    expect(frame.status).toBe(200);
    const { token } = frame.body as IssuedSession;

    // The frame's device id is not the device: with another key it is a new device, asked to approve itself.
    clock.advance(30_000);
    expect((await client.start(email, FRAME_DEVICE, forged())).body).toEqual({ action: 'VERIFY_DEVICE' });

    // Even holding the frame's session token, with the frame's Origin forged: nothing.
    for (const options of [forged({ token, proof: false }), forged({ token })]) {
      const refused = { status: 401, body: { message: options.proof ? AUTH_MESSAGES.proofOtherKey : AUTH_MESSAGES.proofMissing } };
      expect(await client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, options)).toMatchObject(refused);
      expect(await client.call('GET', '/auth/v1/key-backup', undefined, options)).toMatchObject(refused);
      expect(await client.call('PUT', '/auth/v1/key-backup', { ciphertext: 'QUJD', address: '0x' + 'ef'.repeat(20) }, options)).toMatchObject(refused);
      expect(await client.call('GET', '/auth/v1/session', undefined, options)).toMatchObject(refused);
      expect(await client.call('POST', '/auth/v1/session/refresh', undefined, options)).toMatchObject(refused);
    }
    // The frame, with its key, still has its session and the wrap key.
    expect((await wrapKey(token)).status).toBe(200);
  });

  it('cannot replay, retarget, age or move a proof of the frame key', async () => {
    const { token } = await login();
    const frameKey = client.keyOf(token)!;
    const path = '/auth/v1/key-backup/wrap-key';
    const htu = urlOf(services().url, path, {}, {});
    const iat = () => Math.floor(clock.ms / 1000);
    const send = (proof: string, method = 'GET') => client.call(method, path, undefined, { token, origin: FRAME_ORIGIN, proof: false, headers: { dpop: proof } });
    const good = await signProof(frameKey, { htm: 'GET', htu, iat: iat(), ath: tokenHash(token) });
    expect((await send(good)).status).toBe(200);
    expect(await send(good)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofReplayed } });
    const cases: [string, Promise<string>, string][] = [
      ['another method', signProof(frameKey, { htm: 'PUT', htu, iat: iat(), ath: tokenHash(token) }), AUTH_MESSAGES.proofOtherRequest],
      ['another URL', signProof(frameKey, { htm: 'GET', htu: urlOf(services().url, '/auth/v1/key-backup', {}, {}), iat: iat(), ath: tokenHash(token) }), AUTH_MESSAGES.proofOtherRequest],
      ['an old one', signProof(frameKey, { htm: 'GET', htu, iat: iat() - PROOF_WINDOW_S - 1, ath: tokenHash(token) }), AUTH_MESSAGES.proofStale],
      ['one from the future', signProof(frameKey, { htm: 'GET', htu, iat: iat() + PROOF_WINDOW_S + 1, ath: tokenHash(token) }), AUTH_MESSAGES.proofStale],
      ['one for another token', signProof(frameKey, { htm: 'GET', htu, iat: iat(), ath: tokenHash('another.token.here') }), AUTH_MESSAGES.proofOtherToken],
      ['one without the token hash', signProof(frameKey, { htm: 'GET', htu, iat: iat() }), AUTH_MESSAGES.proofOtherToken],
      ['one of a JWK with its private part', signProof(frameKey, { htm: 'GET', htu, iat: iat(), ath: tokenHash(token) }, { jwk: { ...frameKey.jwk, d: 'A'.repeat(43) } }), AUTH_MESSAGES.proofInvalid],
      ['one of another type', signProof(frameKey, { htm: 'GET', htu, iat: iat(), ath: tokenHash(token) }, { typ: 'JWT' }), AUTH_MESSAGES.proofInvalid],
      ['one signed by a key other than its header names', signProof(attacker, { htm: 'GET', htu, iat: iat(), ath: tokenHash(token) }, { jwk: frameKey.jwk }), AUTH_MESSAGES.proofInvalid],
      ['not a JWS', Promise.resolve('not.a.proof'), AUTH_MESSAGES.proofInvalid],
    ];
    for (const [what, proof, message] of cases) {
      const answer = await send(await proof);
      expect({ what, ...answer }).toMatchObject({ what, status: 401, body: { message } });
    }
  });

  it('reads in the emails where a code may be typed, and for which app', async () => {
    const email = newEmail();
    await login(email, FRAME_DEVICE);
    clock.advance(30_000);
    await client.start(email, FRAME_DEVICE);
    const [mail] = await client.mailbox(email);
    expect(mail!.subject).toBe('Your login code');
    expect(mail!.text).toContain(`served from ${FRAME_ORIGIN}`);
    expect(mail!.text).toContain('Latch demo');
    expect(mail!.text).toMatch(/Never type it into a page of Latch demo or any other site/);
  });
});
