// The local OpenID provider over real HTTP: discovery per issuer, the code flow with PKCE through
// the login page and the consent step, the ID token's claims and signature, denial and cancel.
import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import { resolvePorts, STAND_IN_PROVIDERS, StandInBrowser, standInClient, standInSubject, startIdentityProvider, type IdentityProvider, type StandInProvider } from '../src/index.js';

const SERVICES = 'http://127.0.0.1:18787';
let idp: IdentityProvider;

beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, servicesUrls: [SERVICES] });
});
afterAll(() => idp.stop());

const base64url = (bytes: Buffer) => bytes.toString('base64url');

async function discovery(provider: StandInProvider) {
  const response = await fetch(`${idp.issuers[provider]}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  return (await response.json()) as { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
}

function authorization(provider: StandInProvider, endpoint: string) {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const url = new URL(endpoint);
  const params = {
    response_type: 'code',
    client_id: standInClient(provider).clientId,
    redirect_uri: `${SERVICES}/auth/callback/${provider}`,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { url: url.href, verifier, state, nonce };
}

function exchangeCode(provider: StandInProvider, tokenEndpoint: string, code: string, codeVerifier: string): Promise<Response> {
  const { clientId, clientSecret } = standInClient(provider);
  return fetch(tokenEndpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${SERVICES}/auth/callback/${provider}`, code_verifier: codeVerifier }).toString(),
  });
}

/** The JWT's payload, once its RS256 signature checks against the issuer's JWKS. */
async function verifiedPayload(jwt: string, jwksUri: string): Promise<Record<string, unknown>> {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string };
  const { keys } = (await (await fetch(jwksUri)).json()) as { keys: (JsonWebKey & { kid: string })[] };
  const jwk = keys.find((key) => key.kid === kid)!;
  expect(jwk).toBeDefined();
  expect(jwk.d).toBeUndefined();
  const valid = verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(signature, 'base64url'));
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

describe('the local OpenID provider', () => {
  it('listens on 3900 unless LATCH_OIDC_PORT moves it, with one issuer path per social provider', async () => {
    expect(resolvePorts({}).oidc).toBe(3900);
    expect(resolvePorts({ LATCH_OIDC_PORT: '13900' }).oidc).toBe(13900);
    for (const provider of STAND_IN_PROVIDERS) {
      const metadata = await discovery(provider);
      expect(metadata.issuer).toBe(`${idp.url}/${provider}`);
      expect(metadata.authorization_endpoint).toBe(`${idp.url}/${provider}/auth`);
      expect(metadata.token_endpoint).toBe(`${idp.url}/${provider}/token`);
      expect(metadata.jwks_uri).toBe(`${idp.url}/${provider}/jwks`);
    }
  });

  it('runs the code flow with PKCE: login page, consent, code, then an ID token with the typed identity', async () => {
    const metadata = await discovery('google');
    const { url, verifier, state, nonce } = authorization('google', metadata.authorization_endpoint);
    const browser = new StandInBrowser();
    const callback = new URL(await browser.signIn(url, { name: 'Ada Lovelace', email: 'Ada@Example.com' }));
    expect(browser.pages[0]).toContain('Sign in with Google');
    expect(browser.pages[1]).toContain('Latch wants to access your Google account');
    expect(browser.pages[1]).toContain('Signed in as ada@example.com');
    expect(`${callback.origin}${callback.pathname}`).toBe(`${SERVICES}/auth/callback/google`);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(metadata.issuer);
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const { clientId } = standInClient('google');
    const exchange = (codeVerifier: string) => exchangeCode('google', metadata.token_endpoint, code, codeVerifier);
    expect((await exchange(base64url(randomBytes(32)))).status).toBe(400);
    const tokens = await exchange(verifier);
    // The wrong verifier above burnt nothing: the code is spent only by a good exchange.
    expect(tokens.status).toBe(200);
    const { id_token: idToken } = (await tokens.json()) as { id_token: string };
    const claims = await verifiedPayload(idToken, metadata.jwks_uri);
    const sub = standInSubject('google', 'ada@example.com');
    expect(claims).toMatchObject({ iss: metadata.issuer, aud: clientId, nonce, sub, email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace', picture: `${metadata.issuer}/avatar/${sub}.svg` });
    expect(sub).not.toBe(standInSubject('github', 'ada@example.com'));

    const picture = await fetch(claims.picture as string);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('>A</text>');
    expect((await exchange(verifier)).status).toBe(400);
  });

  it('says email_verified false when the person unticks it', async () => {
    const metadata = await discovery('discord');
    const { url, verifier } = authorization('discord', metadata.authorization_endpoint);
    const callback = new URL(await new StandInBrowser().signIn(url, { name: 'Bo', email: 'bo@example.com', unverified: true }));
    const tokens = await exchangeCode('discord', metadata.token_endpoint, callback.searchParams.get('code')!, verifier);
    const { id_token: idToken } = (await tokens.json()) as { id_token: string };
    expect(await verifiedPayload(idToken, metadata.jwks_uri)).toMatchObject({ email: 'bo@example.com', email_verified: false, sub: standInSubject('discord', 'bo@example.com') });
  });

  it.each(['deny', 'cancel'] as const)('sends access_denied to the callback when the person chooses %s', async (choice) => {
    const metadata = await discovery('x');
    const { url, state } = authorization('x', metadata.authorization_endpoint);
    const callback = new URL(await new StandInBrowser().signIn(url, { name: 'Cy', email: 'cy@example.com', choice }));
    expect(`${callback.origin}${callback.pathname}`).toBe(`${SERVICES}/auth/callback/x`);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('refuses an authorization without PKCE, and a redirect URI it does not know', async () => {
    const metadata = await discovery('apple');
    const withoutPkce = new URL(authorization('apple', metadata.authorization_endpoint).url);
    withoutPkce.searchParams.delete('code_challenge');
    withoutPkce.searchParams.delete('code_challenge_method');
    const refused = await fetch(withoutPkce, { redirect: 'manual' });
    expect(new URL(refused.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    const elsewhere = new URL(authorization('apple', metadata.authorization_endpoint).url);
    elsewhere.searchParams.set('redirect_uri', 'http://127.0.0.1:9/steal');
    const page = await fetch(elsewhere, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(await page.text()).toContain('redirect_uri did not match');
  });

  it('shows the form again, saying why, for an email that is not one', async () => {
    const metadata = await discovery('facebook');
    const { url } = authorization('facebook', metadata.authorization_endpoint);
    await expect(new StandInBrowser().signIn(url, { name: 'Di', email: 'not-an-email' })).rejects.toThrow('Type a valid email address');
  });
});
