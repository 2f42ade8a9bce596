// An OpenID Connect provider's ID token, checked with jose against the provider's JWKS: signature,
// issuer, audience (the client id), nonce, expiry and issue time. The JWKS and the claims are
// parsed with zod.
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { VerifiedIdentity } from './pendingLogins.js';
import type { OidcProviderConfig } from './providers.js';
import type { TokenRefusal } from './messages.js';
import { providerFetch, ProviderUnreachable } from './tokenExchange.js';
import { emailClaim, emailVerifiedFlag, nameClaim, pictureClaim } from './userInfo.js';

/** An ID token is used at once: one issued longer ago than this, or later than now by more than the leeway, is refused. */
export const ID_TOKEN_MAX_AGE_S = 10 * 60;
const CLOCK_LEEWAY_S = 60;
/** JWKS are kept this long, and fetched again at once when a token names a key they lack (rotation). */
const JWKS_TTL_MS = 10 * 60_000;
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export class IdTokenRefused extends Error {
  constructor(readonly reason: TokenRefusal) {
    super(reason);
  }
}

const jwksSchema = z.object({
  keys: z
    .array(z.looseObject({ kty: z.string(), kid: z.string().optional() }).refine((key) => !('d' in key), 'a JWKS must not hold private keys'))
    .min(1)
    .max(100),
});
/** The claims read once the token checks: a subject, and an email the provider verified (Apple writes the flag as a string). */
const identityClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: emailClaim,
  email_verified: emailVerifiedFlag.optional(),
  name: nameClaim.optional(),
  picture: pictureClaim.optional(),
});

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
export async function verifyIdToken(jwks: JwksCache, config: OidcProviderConfig, idToken: string, nonce: string, now: number): Promise<VerifiedIdentity & { emailVerified: boolean }> {
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
