// Sessions (HS256 JWTs of 24 h) and the key backup, over real HTTP after a real email login.
import { request } from 'node:http';
import { SignJWT, UnsecuredJWT } from 'jose';
import { AUTH_MESSAGES, backupTooLarge, ensureProject, MAX_BACKUP_CIPHERTEXT, SESSION_TTL_S, type IssuedSession } from '../src/index.js';
import { useAuthServices } from './authHelpers.js';
import { CALL, DEMO_ORIGIN, fetchJson, urlOf } from './helpers.js';

const { clock, services, client } = useAuthServices();
let sequence = 0;
const newEmail = () => `session${(sequence += 1)}@example.com`;

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
    const call = request(url, { method: 'PUT', agent: false, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: DEMO_ORIGIN } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** Base64url JSON of a token part. */
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('a session token', () => {
  it('gives the user while it is valid, 24 h from its issue', async () => {
    const session = await login();
    expect(payloadOf(session.token)).toMatchObject({ sub: session.user.userId, email: session.user.email, aud: 'latch-demo', iss: 'latch-services' });
    expect(await client.session(session.token)).toMatchObject({ status: 200, body: { user: session.user, expiresAt: session.expiresAt } });
    clock.advance(SESSION_TTL_S * 1000 - 1000);
    expect((await client.session(session.token)).status).toBe(200);
    clock.advance(1000);
    expect(await client.session(session.token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenExpired } });
  });

  it('is required: missing or malformed headers answer 401', async () => {
    expect(await client.session()).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenMissing } });
    const basic = await fetchJson(urlOf(services().url, '/auth/v1/session'), { headers: { origin: DEMO_ORIGIN, authorization: 'Basic abc' } });
    expect(basic).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenMissing } });
    expect(await client.session('not-a-jwt')).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenInvalid } });
  });

  it('is refused once tampered with', async () => {
    const { token, user } = await login();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const other = await login();
    const swappedUser = `${header}.${part({ ...payloadOf(token), sub: other.user.userId })}.${signature}`;
    const longer = `${header}.${part({ ...payloadOf(token), exp: (payloadOf(token).exp as number) + 3600 })}.${signature}`;
    const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const unsigned = new UnsecuredJWT(payloadOf(token)).encode();
    const otherKey = await new SignJWT(payloadOf(token)).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(32)));
    for (const bad of [swappedUser, longer, flipped, unsigned, otherKey]) {
      expect(await client.session(bad)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenInvalid } });
    }
    expect(await client.session(token)).toMatchObject({ status: 200, body: { user } });
  });

  it('is valid only for the project it was issued for', async () => {
    await ensureProject(services().db, { id: 'other-dapp', name: 'Other', allowedOrigins: [DEMO_ORIGIN] });
    const { token } = await login();
    const elsewhere = await client.call('GET', '/auth/v1/session', undefined, { token, query: { projectId: 'other-dapp' } });
    expect(elsewhere).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenInvalid } });
  });

  it('is not yet valid when the clock is behind its issue time', async () => {
    const { token } = await login();
    clock.advance(-60_000);
    expect(await client.session(token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenNotYetValid } });
    clock.advance(60_000);
  });

  it('is revoked by sign-out, for good', async () => {
    const { token } = await login();
    const second = await login();
    expect(await client.call('POST', '/auth/v1/sign-out', undefined, { token })).toMatchObject({ status: 200, body: { signedOut: true } });
    expect(await client.session(token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.sessionRevoked } });
    expect((await client.call('POST', '/auth/v1/sign-out', undefined, { token })).status).toBe(401);
    expect((await client.call('POST', '/auth/v1/session/refresh', undefined, { token })).status).toBe(401);
    expect((await client.session(second.token)).status).toBe(200);
  });

  it('is refreshed into a new 24 h token, and the old one stops working', async () => {
    const first = await login();
    clock.advance(3600_000);
    const refreshed = await client.call('POST', '/auth/v1/session/refresh', undefined, { token: first.token });
    expect(refreshed).toMatchObject({ status: 200, body: { user: first.user, expiresAt: new Date(clock.ms + SESSION_TTL_S * 1000).toISOString() } });
    const next = refreshed.body as IssuedSession;
    expect(next.token).not.toBe(first.token);
    expect(await client.session(first.token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.sessionRevoked } });
    expect(await client.session(next.token)).toMatchObject({ status: 200, body: { user: first.user } });
    clock.advance(SESSION_TTL_S * 1000);
    expect(await client.call('POST', '/auth/v1/session/refresh', undefined, { token: next.token })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.tokenExpired } });
  });
});

describe('the key backup', () => {
  const address = '0x' + 'ab'.repeat(20);
  const ciphertext = Buffer.from('sealed by the frame, opaque here').toString('base64');
  const put = (token: string | undefined, body: unknown) => client.call('PUT', '/auth/v1/key-backup', body, token === undefined ? {} : { token });
  const get = (token?: string) => client.call('GET', '/auth/v1/key-backup', undefined, token === undefined ? {} : { token });

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
    expect(await put(token, { ciphertext, address })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.sessionRevoked } });
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
      headers: { origin: DEMO_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
