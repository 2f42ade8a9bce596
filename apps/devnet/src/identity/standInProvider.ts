// One stand-in: an oidc-provider instance whose issuer is http://HOST:PORT/<provider>, with the
// one client of standIns.ts, PKCE (S256) required, ID tokens carrying email, email_verified,
// name and picture (as Google's do), and a login and a consent step at every authorization, as
// a fresh browser at the real provider would show. Accounts live in memory: a dev stand-in.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, interactionPolicy as InteractionPolicy, JWK, Provider } from 'oidc-provider';
import { memoryAdapterFactory } from './memoryAdapter.js';
import { STAND_IN_NAMES, STAND_IN_SCOPES, standInClient, type StandInProvider } from './standIns.js';

export interface StandInAccount {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface StandIn {
  provider: StandInProvider;
  issuer: string;
  /** The issuer's path, which every one of its URLs starts with. */
  mountPath: string;
  oidc: Provider;
  /** oidc-provider's request handler, for requests whose URL is below the mount path. */
  handle: ReturnType<Provider['callback']>;
  accounts: Map<string, StandInAccount>;
  pictureUrl(sub: string): string;
}

/** What the stand-ins take from oidc-provider, loaded with import() at the first start. */
export interface OidcModule {
  Provider: typeof Provider;
  interactionPolicy: typeof InteractionPolicy;
}

/** An RS256 signing key made at start: the stand-in's JWKS changes with each run, as keys rotate at real providers. */
function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') };
}

export function createStandIn(oidcModule: OidcModule, provider: StandInProvider, origin: string, redirectUris: readonly string[]): StandIn {
  const { Provider, interactionPolicy } = oidcModule;
  const mountPath = `/${provider}`;
  const issuer = `${origin}${mountPath}`;
  const accounts = new Map<string, StandInAccount>();
  const pictureUrl = (sub: string) => `${issuer}/avatar/${sub}.svg`;

  // Login and consent at every authorization unless this very interaction resolved them.
  const policy = interactionPolicy.base();
  for (const name of ['login', 'consent'] as const) {
    policy.get(name)!.checks.add(new interactionPolicy.Check(`${name}_every_time`, `the stand-in asks for ${name} at every authorization`, (ctx) => !ctx.oidc.result?.[name]));
  }

  const { clientId, clientSecret } = standInClient(provider);
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Latch',
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    scopes: [...STAND_IN_SCOPES],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // The scopes' claims go into the ID token itself, as Google and the others put them.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, revocation: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // The six stand-ins share one host: their cookies must not overwrite each other's.
      names: { session: `_session_${provider}`, interaction: `_interaction_${provider}`, resume: `_interaction_resume_${provider}` },
    },
    jwks: { keys: [signingKey()] },
    adapter: memoryAdapterFactory(),
    // Seconds. A sign-in takes minutes; nothing here needs to outlive a dev session.
    ttl: { Interaction: 3600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name, picture: pictureUrl(sub) }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${STAND_IN_NAMES[provider]} (local stand-in): ${String(out.error)}${out.error_description ? `: ${String(out.error_description)}` : ''}\n`;
    },
  };
  const oidc = new Provider(issuer, configuration);
  return { provider, issuer, mountPath, oidc, handle: oidc.callback(), accounts, pictureUrl };
}
