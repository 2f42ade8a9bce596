// Each social provider's settings: its kind (OpenID Connect, or OAuth 2 with a user-info endpoint),
// endpoints, client id and secret, scopes. In the local world every provider not configured points
// at the devnet's stand-in on 127.0.0.1:3900 (LATCH_OIDC_PORT); outside it, only the configured
// ones are offered. A JSON file (LATCH_SOCIAL_PROVIDERS_FILE) gives them, keyed by provider
// (README, "Social login"; social-providers.production.json has the real providers' endpoints).
import { readFileSync } from 'node:fs';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@latch/core/api';
import { z } from 'zod';
import { USER_INFO_FORMATS } from './userInfo.js';

export { SOCIAL_PROVIDERS, type SocialProvider };
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord' };

/**
 * Whether the provider's address may lead its identity to the account that holds it (with that
 * account's consent, identities.ts). Facebook never says that it verified an address (its Graph API
 * has no such field, nor its Limited Login ID token a claim): its email names the identity and
 * reaches no account, however the provider is configured; the local stand-in's too, so that the
 * local world behaves as the real one.
 */
export const emailLinksAccounts = (provider: SocialProvider): boolean => provider !== 'facebook';

/** The stand-ins' port unless LATCH_OIDC_PORT moves it (apps/devnet, "The local identity world"). */
export const DEFAULT_OIDC_PORT = 3900;
const DEFAULT_SCOPES = ['openid', 'email', 'profile'];
/** The providers that are OAuth 2 without an ID token at the real ones: so are their stand-ins by default. */
const LOCAL_OAUTH2_PROVIDERS: ReadonlySet<SocialProvider> = new Set(['github', 'facebook', 'x', 'discord']);

const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/;
/** https, or http on loopback only (the local world): a provider's endpoints carry codes and secrets. */
const endpoint = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
}, 'must be an https:// URL (http:// only on 127.0.0.1 or localhost)');

const clientFields = {
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(4096),
  /** How the client secret reaches the token endpoint (RFC 6749 2.3.1). */
  tokenEndpointAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
};
const scopeList = z.array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]{1,64}$/, 'must be a scope token')).max(20);

/** A provider that issues an OpenID Connect ID token, verified against its JWKS (Google, Apple). */
const oidcProviderSchema = z.strictObject({
  kind: z.literal('oidc'),
  issuer: endpoint,
  authorizationEndpoint: endpoint,
  tokenEndpoint: endpoint,
  jwksUri: endpoint,
  ...clientFields,
  scopes: scopeList.refine((scopes) => scopes.includes('openid'), 'must include openid').default(DEFAULT_SCOPES),
  /**
   * How the provider sends the person back: `query` (a GET redirect), or `form_post` (a POST of the
   * code and state, as Apple does when the name or email scope is asked).
   */
  responseMode: z.enum(['query', 'form_post']).default('query'),
});

/**
 * A provider that is OAuth 2 without an ID token for most apps (GitHub, X, Facebook, Discord): the
 * code is exchanged with PKCE for an access token, which reads the user-info endpoint; each format
 * says where the subject and the email are and when the email counts as verified (userInfo.ts).
 */
const oauth2ProviderSchema = z.strictObject({
  kind: z.literal('oauth2'),
  /** Compared with the `iss` of the redirect where the provider names itself (RFC 9207). */
  issuer: endpoint.optional(),
  authorizationEndpoint: endpoint,
  tokenEndpoint: endpoint,
  userInfoEndpoint: endpoint,
  userInfoFormat: z.enum(USER_INFO_FORMATS),
  /** GitHub's list of the user's addresses with their `primary` and `verified` flags; the github format needs it. */
  emailsEndpoint: endpoint.optional(),
  ...clientFields,
  scopes: scopeList.min(1),
});

/** A provider's settings: `kind` is `oidc` unless said. */
export const socialProviderConfigSchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !('kind' in value) ? { ...value, kind: 'oidc' } : value),
  z
    .discriminatedUnion('kind', [oidcProviderSchema, oauth2ProviderSchema])
    .refine((config) => config.kind !== 'oauth2' || config.userInfoFormat !== 'github' || config.emailsEndpoint !== undefined, {
      message: 'the github user-info format needs emailsEndpoint',
      path: ['emailsEndpoint'],
    }),
);

export type SocialProviderConfig = z.output<typeof socialProviderConfigSchema>;
export type OidcProviderConfig = Extract<SocialProviderConfig, { kind: 'oidc' }>;
export type OAuth2ProviderConfig = Extract<SocialProviderConfig, { kind: 'oauth2' }>;
/** A provider's settings as configured: the defaulted fields (and `kind: 'oidc'`) may be left out. */
export type SocialProviderInput = (Omit<z.input<typeof oidcProviderSchema>, 'kind'> & { kind?: 'oidc' }) | z.input<typeof oauth2ProviderSchema>;

export const socialProvidersFileSchema = z.partialRecord(socialProviderSchema, socialProviderConfigSchema);

export interface SocialConfig {
  /** Per provider; in the local world the others point at the devnet's stand-ins. */
  providers?: Partial<Record<SocialProvider, SocialProviderInput>>;
  /** The stand-ins' port (LATCH_OIDC_PORT), 3900 unless set. */
  localOidcPort?: number;
  /**
   * The services' public base URL, whose /auth/callback/<provider> the providers redirect to
   * (LATCH_SERVICES_PUBLIC_URL): set it behind a proxy. Unless set, the origin of the start request.
   */
  publicUrl?: string;
}

/**
 * The devnet's stand-in for `provider`: the same client id and secret as its registration there.
 * Google is OpenID Connect as at the real one; GitHub, Facebook, X and Discord run as OAuth 2 reading
 * the stand-in's user-info endpoint (its `/me`, in OpenID's claims), and Apple posts its answer back
 * (form_post), so the local world runs each path the real providers need.
 */
export function localProviderConfig(provider: SocialProvider, port = DEFAULT_OIDC_PORT): SocialProviderConfig {
  const issuer = `http://127.0.0.1:${port}/${provider}`;
  const client = { clientId: `latch-local-${provider}`, clientSecret: `latch-local-${provider}-secret`, tokenEndpointAuthMethod: 'client_secret_basic' as const };
  const endpoints = { authorizationEndpoint: `${issuer}/auth`, tokenEndpoint: `${issuer}/token` };
  if (LOCAL_OAUTH2_PROVIDERS.has(provider)) {
    // The stand-in's user info answers an access token with the openid scope.
    return { kind: 'oauth2', issuer, ...endpoints, userInfoEndpoint: `${issuer}/me`, userInfoFormat: 'oidc', ...client, scopes: DEFAULT_SCOPES };
  }
  return { kind: 'oidc', issuer, ...endpoints, jwksUri: `${issuer}/jwks`, ...client, scopes: DEFAULT_SCOPES, responseMode: provider === 'apple' ? 'form_post' : 'query' };
}

/** The providers offered: the configured ones, and in the local world the stand-ins for the rest. */
export function resolveSocialProviders(config: SocialConfig = {}, localWorld: boolean): Partial<Record<SocialProvider, SocialProviderConfig>> {
  const resolved: Partial<Record<SocialProvider, SocialProviderConfig>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const given = config.providers?.[provider];
    if (given) resolved[provider] = socialProviderConfigSchema.parse(given);
    else if (localWorld) resolved[provider] = localProviderConfig(provider, config.localOidcPort);
  }
  return resolved;
}

/** The providers of a LATCH_SOCIAL_PROVIDERS_FILE; throws naming each bad field. */
export function readSocialProvidersFile(path: string): Partial<Record<SocialProvider, SocialProviderConfig>> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the social providers file ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = socialProvidersFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return parsed.data;
}
