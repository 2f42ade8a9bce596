// Which social providers the services offer, and from where: the devnet's stand-ins by default in
// the local world, only the configured ones outside it; the providers file, LATCH_OIDC_PORT and
// LATCH_SERVICES_PUBLIC_URL.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveSocialProviders } from '../src/auth/social/providers.js';
import { configFromEnv, createServices, localProviderConfig, SOCIAL_MESSAGES, SOCIAL_PROVIDERS } from '../src/index.js';
import { newDeviceKey } from './authHelpers.js';
import { inProduction, PRODUCTION_SECRETS } from './helpers.js';
import { SocialClient } from './socialHelpers.js';

const google = {
  issuer: 'https://accounts.google.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
  clientId: 'id.apps.googleusercontent.com',
  clientSecret: 'secret',
};

describe('the providers offered', () => {
  it('in the local world: every provider, at the stand-ins on 3900 unless configured', () => {
    const providers = resolveSocialProviders({ providers: { google } }, true);
    expect(Object.keys(providers)).toEqual([...SOCIAL_PROVIDERS]);
    expect(providers.google).toEqual({ ...google, protocol: 'oidc', scopes: ['openid', 'email', 'profile'], tokenEndpointAuthMethod: 'client_secret_basic' });
    expect(providers.x).toEqual(localProviderConfig('x'));
    expect(providers.x).toMatchObject({ issuer: 'http://127.0.0.1:3900/x', tokenEndpoint: 'http://127.0.0.1:3900/x/token', clientId: 'latch-local-x' });
    expect(resolveSocialProviders({ localOidcPort: 13900 }, true).apple!.jwksUri).toBe('http://127.0.0.1:13900/apple/jwks');
  });

  it('outside it: only the configured ones', () => {
    expect(Object.keys(resolveSocialProviders({ providers: { google } }, false))).toEqual(['google']);
    expect(resolveSocialProviders({}, false)).toEqual({});
  });

  it('refuses plain http away from loopback, and scopes without openid', () => {
    expect(() => resolveSocialProviders({ providers: { google: { ...google, tokenEndpoint: 'http://oauth2.example.com/token' } } }, false)).toThrow('https://');
    expect(() => resolveSocialProviders({ providers: { google: { ...google, scopes: ['email'] } } }, false)).toThrow('must include openid');
  });
});

describe('the environment', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-social-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads LATCH_SOCIAL_PROVIDERS_FILE, LATCH_OIDC_PORT and LATCH_SERVICES_PUBLIC_URL', async () => {
    await writeFile(join(dir, 'social.json'), JSON.stringify({ google }));
    const config = configFromEnv({ LATCH_SOCIAL_PROVIDERS_FILE: 'social.json', LATCH_OIDC_PORT: '13900', LATCH_SERVICES_PUBLIC_URL: 'https://api.example.com/' }, dir);
    expect(config.auth.social).toEqual({ localOidcPort: 13900, publicUrl: 'https://api.example.com', providers: { google: expect.objectContaining({ clientId: google.clientId }) } });
  });

  it('names each bad field of the providers file, and a provider SPEC 5 does not know', async () => {
    await writeFile(join(dir, 'social.json'), JSON.stringify({ google: { ...google, clientSecret: '' }, myspace: google }));
    expect(() => configFromEnv({ LATCH_SOCIAL_PROVIDERS_FILE: 'social.json' }, dir)).toThrow(/LATCH_SOCIAL_PROVIDERS_FILE: .*google\.clientSecret/);
    expect(() => configFromEnv({ LATCH_SOCIAL_PROVIDERS_FILE: 'social.json' }, dir)).toThrow(/myspace/);
    expect(() => configFromEnv({ LATCH_SOCIAL_PROVIDERS_FILE: 'missing.json' }, dir)).toThrow('Cannot read the social providers file');
  });
});

it('outside the local world a provider not configured cannot be started', async () => {
  const services = await inProduction(() => createServices({ port: 0, database: { kind: 'memory' }, auth: { smtpPort: 0, ...PRODUCTION_SECRETS, social: { providers: { google } } } }));
  try {
    const client = new SocialClient(() => services);
    const key = await newDeviceKey();
    expect(await client.start('github', key)).toMatchObject({ status: 400, body: { message: SOCIAL_MESSAGES.notConfigured('github') } });
    const start = await client.started('google', key);
    expect(start.authorizationUrl.startsWith(`${google.authorizationEndpoint}?`)).toBe(true);
    expect(new URL(start.authorizationUrl).searchParams.get('redirect_uri')).toBe(`${services.url}/auth/callback/google`);
  } finally {
    await services.stop();
  }
});
