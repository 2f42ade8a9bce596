// Each social provider's settings: issuer, endpoints, client id and secret, scopes. In the local
// world every provider not configured points at the devnet's stand-in on 127.0.0.1:3900
// (LATCH_OIDC_PORT); outside it, only the configured ones are offered. A JSON file
// (LATCH_SOCIAL_PROVIDERS_FILE) gives them, keyed by provider (README, "Social login").
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** SPEC 5: a social provider is one of these. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord' };

/** The stand-ins' port unless LATCH_OIDC_PORT moves it (apps/devnet, "The local identity world"). */
export const DEFAULT_OIDC_PORT = 3900;
const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/;
/** https, or http on loopback only (the local world): a provider's endpoints carry codes and secrets. */
const endpoint = z.url({ protocol: /^https?$/ }).refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
}, 'must be an https:// URL (http:// only on 127.0.0.1 or localhost)');

export const socialProviderConfigSchema = z
  .strictObject({
    /**
     * How the provider says who signed in. Only `oidc` (an ID token verified against the JWKS) is
     * built; an OAuth2-only provider (GitHub, X, Facebook at the real ones) needs a user-info call
     * instead (README, "Social login").
     */
    protocol: z.literal('oidc').default('oidc'),
    issuer: endpoint,
    authorizationEndpoint: endpoint,
    tokenEndpoint: endpoint,
    jwksUri: endpoint,
    clientId: z.string().min(1).max(512),
    clientSecret: z.string().min(1).max(4096),
    scopes: z
      .array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]{1,64}$/, 'must be a scope token'))
      .max(20)
      .refine((scopes) => scopes.includes('openid'), 'must include openid')
      .default(DEFAULT_SCOPES),
    /** How the client secret reaches the token endpoint (RFC 6749 2.3.1). */
    tokenEndpointAuthMethod: z.enum(['client_secret_basic', 'client_secret_post']).default('client_secret_basic'),
  });

export type SocialProviderConfig = z.output<typeof socialProviderConfigSchema>;
/** A provider's settings as configured: the defaulted fields may be left out. */
export type SocialProviderInput = z.input<typeof socialProviderConfigSchema>;

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

/** The devnet's stand-in for `provider`: the same client id and secret as its registration there. */
export function localProviderConfig(provider: SocialProvider, port = DEFAULT_OIDC_PORT): SocialProviderConfig {
  const issuer = `http://127.0.0.1:${port}/${provider}`;
  return {
    protocol: 'oidc',
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    jwksUri: `${issuer}/jwks`,
    clientId: `latch-local-${provider}`,
    clientSecret: `latch-local-${provider}-secret`,
    scopes: DEFAULT_SCOPES,
    tokenEndpointAuthMethod: 'client_secret_basic',
  };
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
