// Which social providers the services offer, and from where: the devnet's stand-ins by default in
// the local world (Google OpenID Connect, Apple by form post, the four OAuth 2 ones by user info),
// only the configured ones outside it; each kind's fields; the providers file with the real
// providers' production endpoints, LATCH_OIDC_PORT and LATCH_SERVICES_PUBLIC_URL.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCIAL_PROVIDERS as WIRE_SOCIAL_PROVIDERS } from '@latch/core/api';
import { STAND_IN_NAMES, STAND_IN_PROVIDERS } from '@latch/devnet';
import { readSocialProvidersFile, resolveSocialProviders } from '../src/auth/social/providers.js';
import { configFromEnv, createServices, localProviderConfig, PROVIDER_NAMES, SOCIAL_MESSAGES, SOCIAL_PROVIDERS } from '../src/index.js';
import { newDeviceKey } from './authHelpers.js';
import { servicesTestDatabase } from './database.js';
import { outsideLocalWorld, PRODUCTION_SECRETS } from './helpers.js';
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
  it("are @latch/core/api's, each with a stand-in in the devnet's identity world (which keeps its own list, as an outside world would)", () => {
    expect(SOCIAL_PROVIDERS).toBe(WIRE_SOCIAL_PROVIDERS);
    expect([...STAND_IN_PROVIDERS]).toEqual([...WIRE_SOCIAL_PROVIDERS]);
    expect(STAND_IN_NAMES).toEqual(PROVIDER_NAMES);
  });

  it('in the local world: every provider, at the stand-ins on 3900 unless configured', () => {
    const providers = resolveSocialProviders({ providers: { google } }, true);
    expect(Object.keys(providers)).toEqual([...SOCIAL_PROVIDERS]);
    expect(providers.google).toEqual({ ...google, kind: 'oidc', scopes: ['openid', 'email', 'profile'], tokenEndpointAuthMethod: 'client_secret_basic', responseMode: 'query' });
    expect(providers.x).toEqual(localProviderConfig('x'));
    expect(providers.x).toMatchObject({ issuer: 'http://127.0.0.1:3900/x', tokenEndpoint: 'http://127.0.0.1:3900/x/token', clientId: 'latch-local-x' });
    expect(resolveSocialProviders({ localOidcPort: 13900 }, true).apple).toMatchObject({ kind: 'oidc', jwksUri: 'http://127.0.0.1:13900/apple/jwks', responseMode: 'form_post' });
  });

  it('in the local world, each stand-in runs the path its real provider needs: OAuth 2 with user info for GitHub, Facebook, X and Discord', () => {
    const local = resolveSocialProviders({}, true);
    expect(Object.fromEntries(Object.entries(local).map(([provider, config]) => [provider, config.kind]))).toEqual({
      google: 'oidc',
      github: 'oauth2',
      apple: 'oidc',
      facebook: 'oauth2',
      x: 'oauth2',
      discord: 'oauth2',
    });
    expect(local.discord).toMatchObject({ userInfoEndpoint: 'http://127.0.0.1:3900/discord/me', userInfoFormat: 'oidc', scopes: ['openid', 'email', 'profile'] });
  });

  it('outside it: only the configured ones', () => {
    expect(Object.keys(resolveSocialProviders({ providers: { google } }, false))).toEqual(['google']);
    expect(resolveSocialProviders({}, false)).toEqual({});
  });

  it('refuses plain http away from loopback, and scopes without openid', () => {
    expect(() => resolveSocialProviders({ providers: { google: { ...google, tokenEndpoint: 'http://oauth2.example.com/token' } } }, false)).toThrow('https://');
    expect(() => resolveSocialProviders({ providers: { google: { ...google, scopes: ['email'] } } }, false)).toThrow('must include openid');
  });

  it('wants of an OAuth 2 provider its user-info endpoint and format, and of the github format the emails endpoint', () => {
    const github = {
      kind: 'oauth2' as const,
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
      userInfoEndpoint: 'https://api.github.com/user',
      userInfoFormat: 'github' as const,
      emailsEndpoint: 'https://api.github.com/user/emails',
      clientId: 'id',
      clientSecret: 'secret',
      scopes: ['read:user', 'user:email'],
    };
    expect(resolveSocialProviders({ providers: { github } }, false).github).toMatchObject({ kind: 'oauth2', tokenEndpointAuthMethod: 'client_secret_basic' });
    const { userInfoEndpoint: _endpoint, ...withoutUserInfo } = github;
    expect(() => resolveSocialProviders({ providers: { github: withoutUserInfo as typeof github } }, false)).toThrow(/userInfoEndpoint/);
    const { emailsEndpoint: _emails, ...withoutEmails } = github;
    expect(() => resolveSocialProviders({ providers: { github: withoutEmails } }, false)).toThrow('the github user-info format needs emailsEndpoint');
    expect(() => resolveSocialProviders({ providers: { github: { ...github, userInfoFormat: 'myspace' as 'github' } } }, false)).toThrow(/userInfoFormat/);
    // An OpenID provider's fields are not an OAuth 2 one's: the kind decides.
    expect(() => resolveSocialProviders({ providers: { github: { ...github, jwksUri: 'https://example.com/jwks' } as typeof github } }, false)).toThrow(/jwksUri/);
  });

  it("reads the real providers' production settings (social-providers.production.json): each provider, of the kind it needs, over https", () => {
    const production = readSocialProvidersFile(join(__dirname, '..', 'social-providers.production.json'));
    expect(Object.keys(production).sort()).toEqual([...SOCIAL_PROVIDERS].sort());
    expect(production).toMatchObject({
      google: { kind: 'oidc', issuer: 'https://accounts.google.com', responseMode: 'query' },
      apple: { kind: 'oidc', issuer: 'https://appleid.apple.com', responseMode: 'form_post', tokenEndpointAuthMethod: 'client_secret_post' },
      github: { kind: 'oauth2', userInfoFormat: 'github', emailsEndpoint: 'https://api.github.com/user/emails' },
      facebook: { kind: 'oauth2', userInfoFormat: 'facebook' },
      x: { kind: 'oauth2', userInfoFormat: 'x' },
      discord: { kind: 'oauth2', userInfoFormat: 'discord' },
    });
    const endpoints = Object.values(production).flatMap((config) => Object.entries(config).filter(([field]) => /Endpoint$|Uri$|^issuer$/.test(field)).map(([, value]) => String(value)));
    expect(endpoints.length).toBeGreaterThan(20);
    expect(endpoints.every((url) => url.startsWith('https://'))).toBe(true);
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
  const database = await servicesTestDatabase();
  const services = await outsideLocalWorld(() => createServices({ port: 0, database: database.config, auth: { smtpPort: 0, ...PRODUCTION_SECRETS, social: { providers: { google } } } }));
  try {
    const client = new SocialClient(() => services);
    const key = await newDeviceKey();
    expect(await client.start('github', key)).toMatchObject({ status: 400, body: { message: SOCIAL_MESSAGES.notConfigured('github') } });
    const start = await client.started('google', key);
    expect(start.authorizationUrl.startsWith(`${google.authorizationEndpoint}?`)).toBe(true);
    expect(new URL(start.authorizationUrl).searchParams.get('redirect_uri')).toBe(`${services.url}/auth/callback/google`);
  } finally {
    await services.stop();
    await database.drop();
  }
});
