// Sessions (HS256 JWTs of 24 h), over real HTTP after a real email login (the key backup: authKeyBackup.test.ts).
import { SignJWT, UnsecuredJWT } from 'jose';
import { AUTH_MESSAGES, AUTH_SAID, ensureProject, SESSION_TTL_S, type IssuedSession } from '../src/index.js';
import { useAuthServices } from './authHelpers.js';
import { DEMO_ORIGIN, fetchJson, urlOf } from './helpers.js';

const { clock, services, client } = useAuthServices();
let sequence = 0;
const newEmail = () => `session${(sequence += 1)}@example.com`;

async function login(email = newEmail(), deviceId = 'device-1'): Promise<IssuedSession> {
  clock.advance(30_000);
  return client.login(email, deviceId);
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
    expect(await client.session(session.token)).toMatchObject({ status: 401, body: AUTH_SAID.tokenExpired });
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
    expect(await client.session(token)).toMatchObject({ status: 401, body: AUTH_SAID.sessionRevoked });
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
    expect(await client.session(first.token)).toMatchObject({ status: 401, body: AUTH_SAID.sessionRevoked });
    expect(await client.session(next.token)).toMatchObject({ status: 200, body: { user: first.user } });
    clock.advance(SESSION_TTL_S * 1000);
    expect(await client.call('POST', '/auth/v1/session/refresh', undefined, { token: next.token })).toMatchObject({ status: 401, body: AUTH_SAID.tokenExpired });
  });

  it('is refreshed once: of two refreshes at once with the same token, one gets a new session and the other is refused', async () => {
    const { token } = await login();
    // Each revocation holds its row a moment, so the second refresh checks the token while the first
    // is still inside its transaction (on PostgreSQL; PGlite runs one transaction at a time anyway).
    await services().db.exec(`
      create or replace function latch_test_slow() returns trigger language plpgsql as $$ begin perform pg_sleep(0.3); return new; end $$;
      create trigger latch_test_slow before update on auth_sessions for each row execute function latch_test_slow();`);
    try {
      const answers = await Promise.all([0, 1].map(() => client.call('POST', '/auth/v1/session/refresh', undefined, { token })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
      expect(answers.find((answer) => answer.status === 401)).toMatchObject({ body: AUTH_SAID.sessionRevoked });
      const issued = answers.find((answer) => answer.status === 200)!.body as IssuedSession;
      expect((await client.session(issued.token)).status).toBe(200);
    } finally {
      await services().db.exec('drop trigger latch_test_slow on auth_sessions');
    }
  });
});
