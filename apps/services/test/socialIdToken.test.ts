// The ID token check, against a provider made here whose token endpoint answers crafted ID tokens
// signed with a test key (jose): each forged or stale token is refused with its reason, the frame
// hears the same, and no session is made. The token endpoint checks the client secret and the
// PKCE verifier the services send.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { AUTH_WRITE_LIMITS } from '../src/auth/index.js';
import { SOCIAL_MESSAGES, type SocialCompletion, type TOKEN_REFUSALS } from '../src/index.js';
import { newDeviceKey } from './authHelpers.js';
import { useServices } from './helpers.js';
import { completionIn, SocialClient } from './socialHelpers.js';

const CLIENT_ID = 'test-client';
/** With characters that form-encoding changes, as RFC 6749 2.3.1 wants them encoded in Basic auth. */
const CLIENT_SECRET = 'se cret:+/=';
const KID = 'test-key';

interface SigningKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(kid = KID): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** What the token endpoint answers next: a status and body. */
let nextAnswer: () => Promise<{ status: number; body: unknown }>;
/** The code challenge of the authorization the next exchange belongs to. */
let expectedChallenge = '';
let published: SigningKey;
let issuer = '';
let fake: Server;

function startFakeProvider(): Promise<string> {
  fake = createServer((request, response) => {
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/jwks') return reply(200, { keys: [published.jwk] });
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      const basic = `Basic ${Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(CLIENT_SECRET)}`).toString('base64')}`;
      if (request.headers.authorization !== basic) return reply(401, { error: 'invalid_client' });
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (form.get('grant_type') !== 'authorization_code' || challenge !== expectedChallenge) return reply(400, { error: 'invalid_grant' });
      void nextAnswer().then(({ status, body }) => reply(status, body));
    });
  });
  return new Promise((resolve) => fake.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(fake.address() as AddressInfo).port}`)));
}

const services = useServices(async () => {
  published = await signingKey();
  const base = await startFakeProvider();
  issuer = `${base}/issuer`;
  const google = { issuer, authorizationEndpoint: `${base}/auth`, tokenEndpoint: `${base}/token`, jwksUri: `${base}/jwks`, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET };
  return { auth: { smtpPort: 0, social: { providers: { google } } } };
});
afterAll(() => new Promise((resolve) => fake.close(resolve)));
const client = new SocialClient(services);

type Claims = Record<string, unknown>;
const nowS = () => Math.floor(Date.now() / 1000);

/** Starts a login, makes the token endpoint answer `token(nonce)`, and visits the callback as the popup does. */
async function loginWith(token: (nonce: string) => Promise<unknown>, status = 200) {
  const key = await newDeviceKey();
  const start = await client.started('google', key);
  const params = new URL(start.authorizationUrl).searchParams;
  expectedChallenge = params.get('code_challenge')!;
  nextAnswer = async () => ({ status, body: await token(params.get('nonce')!) });
  const page = await client.visit(client.callbackUrl('google', { state: start.state, code: 'a-code' }));
  const completed = await client.complete(start.state, key, 0, {}, completionIn(page));
  return { page, completed };
}

/** An ID token signed by `key` with good claims for `nonce`, bent by `claims`. */
async function idToken(nonce: string, claims: Claims = {}, key: SigningKey = published, alg = 'RS256'): Promise<{ id_token: string; token_type: string }> {
  const payload = { iss: issuer, aud: CLIENT_ID, sub: '1234567890', nonce, email: 'forged@example.com', email_verified: true, iat: nowS(), exp: nowS() + 600, ...claims };
  const signed = await new SignJWT(payload).setProtectedHeader({ alg, kid: key.jwk.kid as string }).sign(key.privateKey);
  return { id_token: signed, token_type: 'Bearer' };
}

it('accepts a well-made token: the exchange sent the client secret and the verifier of the challenge', async () => {
  const { page, completed } = await loginWith((nonce) => idToken(nonce, { email: 'Real@Example.com', name: 'Real' }));
  expect(page.status).toBe(200);
  expect(completed.status).toBe(200);
  expect((completed.body as SocialCompletion).identity).toEqual({ provider: 'google', email: 'real@example.com', name: 'Real', picture: null });
});

describe('refuses, with its reason and no session, an ID token', () => {
  const cases: [string, keyof typeof TOKEN_REFUSALS, (nonce: string) => Promise<unknown>][] = [
    ['signed by another key under the published kid', 'signature', async (nonce) => idToken(nonce, {}, await signingKey(KID))],
    ['signed by a key the JWKS lacks', 'signature', async (nonce) => idToken(nonce, {}, await signingKey('unknown-key'))],
    ['of another issuer', 'issuer', (nonce) => idToken(nonce, { iss: 'http://127.0.0.1:1/evil' })],
    ['for another client', 'audience', (nonce) => idToken(nonce, { aud: 'another-client' })],
    ['for several clients without naming this one as azp', 'audience', (nonce) => idToken(nonce, { aud: [CLIENT_ID, 'another-client'] })],
    ['of another sign-in (nonce)', 'nonce', () => idToken('another-nonce')],
    ['without a nonce', 'nonce', (nonce) => idToken(nonce, { nonce: undefined })],
    ['expired', 'expired', (nonce) => idToken(nonce, { iat: nowS() - 900, exp: nowS() - 300 })],
    ['issued in the future', 'issuedAt', (nonce) => idToken(nonce, { iat: nowS() + 600 })],
    ['issued an hour ago, though not expired', 'issuedAt', (nonce) => idToken(nonce, { iat: nowS() - 3600 })],
    ['signed with the client secret (HS256) instead of the provider key', 'algorithm', async (nonce) => {
      const token = await new SignJWT({ iss: issuer, aud: CLIENT_ID, sub: '1', nonce, email: 'a@example.com', iat: nowS(), exp: nowS() + 600 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(CLIENT_SECRET.padEnd(32, '!')));
      return { id_token: token, token_type: 'Bearer' };
    }],
    ['without an email', 'claims', (nonce) => idToken(nonce, { email: undefined })],
    ['that is not a JWT', 'malformed', async () => ({ id_token: 'not.a.jwt', token_type: 'Bearer' })],
  ];

  it.each(cases)('%s', async (_what, reason, token) => {
    const before = await client.sessionCount();
    const { page, completed } = await loginWith(token);
    const message = SOCIAL_MESSAGES.tokenRefused('google', reason);
    expect(page.status).toBe(400);
    expect(page.html).toContain(message.replace(/'/g, '&#39;'));
    expect(completed).toMatchObject({ status: 401, body: { message, messageId: 'socialTokenRefused', values: { provider: 'Google', reason } } });
    expect(await client.sessionCount()).toBe(before);
  });
});

describe('refuses a token answer', () => {
  it('that refuses the code, or has no ID token', async () => {
    for (const answer of [{ status: 400, body: { error: 'invalid_grant' } }, { status: 200, body: { access_token: 'x', token_type: 'Bearer' } }]) {
      const { page, completed } = await loginWith(async () => answer.body, answer.status);
      expect(page.status).toBe(400);
      expect(completed).toMatchObject({ status: 401, body: { message: SOCIAL_MESSAGES.exchangeFailed('google') } });
    }
  });

  it('with email_verified false, or Apple-style "false"', async () => {
    for (const flag of [false, 'false']) {
      const { completed } = await loginWith((nonce) => idToken(nonce, { email_verified: flag }));
      expect(completed).toMatchObject({ status: 403, body: { message: SOCIAL_MESSAGES.emailUnverified('google') } });
    }
    const { completed } = await loginWith((nonce) => idToken(nonce, { email_verified: 'true' }));
    expect(completed.status).toBe(200);
  });
});

it('limits start and complete like the other auth writes: the request past the per-client limit gets 429', async () => {
  const key = await newDeviceKey();
  await services().db.query('delete from rate_limits');
  const statuses: number[] = [];
  for (let i = 0; i <= AUTH_WRITE_LIMITS.perClient.max; i += 1) statuses.push((await client.start('google', key)).status);
  expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  const refused = await client.complete('A'.repeat(43), key);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(statuses.at(-1)).toBe(429);
  await services().db.query('delete from rate_limits');
});
