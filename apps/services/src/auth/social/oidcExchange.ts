// The services' side of the provider: the authorization URL (code flow, PKCE S256, state, nonce),
// the code exchange at the token endpoint with the client secret, and the ID token's check with
// jose against the provider's JWKS: signature, issuer, audience (the client id), nonce, expiry and
// issue time. Every answer of the provider is parsed with zod.
import { createHash } from 'node:crypto';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { VerifiedIdentity } from './pendingLogins.js';
import type { SocialProviderConfig } from './providers.js';
import type { TokenRefusal } from './messages.js';

/** How long the provider has to answer a token or JWKS request. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** An ID token is used at once: one issued longer ago than this, or later than now by more than the leeway, is refused. */
export const ID_TOKEN_MAX_AGE_S = 10 * 60;
const CLOCK_LEEWAY_S = 60;
/** JWKS are kept this long, and fetched again at once when a token names a key they lack (rotation). */
const JWKS_TTL_MS = 10 * 60_000;
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export class ProviderUnreachable extends Error {}
export class ExchangeRefused extends Error {}
export class IdTokenRefused extends Error {
  constructor(readonly reason: TokenRefusal) {
    super(reason);
  }
}

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authorizationUrl(config: SocialProviderConfig, params: { state: string; nonce: string; codeVerifier: string; redirectUri: string }): string {
  const url = new URL(config.authorizationEndpoint);
  const query = {
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: params.redirectUri,
    scope: config.scopes.join(' '),
    state: params.state,
    nonce: params.nonce,
    code_challenge: pkceChallenge(params.codeVerifier),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

const tokenAnswerSchema = z.object({ id_token: z.string().min(1).max(16_384), token_type: z.string().min(1) });
const tokenErrorSchema = z.object({ error: z.string().max(256) });
const jwksSchema = z.object({
  keys: z
    .array(z.looseObject({ kty: z.string(), kid: z.string().optional() }).refine((key) => !('d' in key), 'a JWKS must not hold private keys'))
    .min(1)
    .max(100),
});
/** The claims read once the token checks: a subject, and an email the provider verified (Apple writes the flag as a string). */
const identityClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((flag) => flag === 'true')]).optional(),
  name: z.string().max(200).optional(),
  picture: z.url({ protocol: /^https?$/ }).max(2048).optional(),
});

async function providerFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderUnreachable(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Exchanges the code for the provider's ID token (RFC 6749 4.1.3 with RFC 7636's verifier). */
export async function exchangeCode(config: SocialProviderConfig, code: string, codeVerifier: string, redirectUri: string): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (config.tokenEndpointAuthMethod === 'client_secret_basic') {
    // RFC 6749 2.3.1: both halves form-encoded before base64.
    const pair = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    form.set('client_id', config.clientId);
    form.set('client_secret', config.clientSecret);
  }
  const response = await providerFetch(config.tokenEndpoint, { method: 'POST', headers, body: form.toString() });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = tokenErrorSchema.safeParse(body);
    throw new ExchangeRefused(refusal.success ? refusal.data.error : `HTTP ${response.status}`);
  }
  const answer = tokenAnswerSchema.safeParse(body);
  if (!answer.success) throw new ExchangeRefused('the token answer has no ID token');
  return answer.data.id_token;
}

/** The provider's keys by JWKS URL: provider-wide material, the same for every user, re-read after JWKS_TTL_MS. */
export class JwksCache {
  readonly #sets = new Map<string, { keys: ReturnType<typeof createLocalJWKSet>; fetchedAt: number }>();

  async get(jwksUri: string, fresh = false): Promise<ReturnType<typeof createLocalJWKSet>> {
    const cached = this.#sets.get(jwksUri);
    if (cached && !fresh && Date.now() - cached.fetchedAt < JWKS_TTL_MS) return cached.keys;
    const response = await providerFetch(jwksUri, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new ProviderUnreachable(`${jwksUri}: HTTP ${response.status}`);
    const parsed = jwksSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ProviderUnreachable(`${jwksUri}: not a JWKS`);
    const keys = createLocalJWKSet(parsed.data as JSONWebKeySet);
    this.#sets.set(jwksUri, { keys, fetchedAt: Date.now() });
    return keys;
  }
}

function refusalOf(error: unknown): TokenRefusal {
  if (error instanceof joseErrors.JWTExpired) return error.claim === 'iat' ? 'issuedAt' : 'expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer';
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'iat' || error.claim === 'nbf') return 'issuedAt';
    return 'claims';
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) return 'signature';
  if (error instanceof joseErrors.JOSEAlgNotAllowed || error instanceof joseErrors.JOSENotSupported) return 'algorithm';
  return 'malformed';
}

/** Checks the ID token and returns who it says signed in; throws IdTokenRefused naming the first failed check. */
export async function verifyIdToken(jwks: JwksCache, config: SocialProviderConfig, idToken: string, nonce: string, now: number): Promise<VerifiedIdentity & { emailVerified: boolean }> {
  const options = {
    algorithms: ALGORITHMS,
    issuer: config.issuer,
    audience: config.clientId,
    requiredClaims: ['iss', 'aud', 'sub', 'exp', 'iat'],
    maxTokenAge: ID_TOKEN_MAX_AGE_S,
    clockTolerance: CLOCK_LEEWAY_S,
    currentDate: new Date(now),
  };
  const check = async (fresh: boolean): Promise<JWTPayload> => {
    const keys = await jwks.get(config.jwksUri, fresh);
    try {
      return (await jwtVerify(idToken, keys, options)).payload;
    } catch (error) {
      // A key the cache lacks: the provider may have rotated its keys since; read them again once.
      if (!fresh && error instanceof joseErrors.JWKSNoMatchingKey) return check(true);
      throw new IdTokenRefused(refusalOf(error));
    }
  };
  const payload = await check(false);
  // OpenID Connect Core 3.1.3.7: with several audiences, azp must name this client.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) throw new IdTokenRefused('audience');
  if (payload.nonce !== nonce) throw new IdTokenRefused('nonce');
  const claims = identityClaimsSchema.safeParse(payload);
  if (!claims.success) throw new IdTokenRefused('claims');
  const { sub, email, email_verified: emailVerified, name, picture } = claims.data;
  return { subject: sub, email, emailVerified: emailVerified === true, name: name ?? null, picture: picture ?? null };
}
