// Proof of possession of the wallet frame's device key (RFC 9449, DPoP): every login and key
// route wants a `DPoP` header, a JWS the frame signed with its non-extractable ECDSA P-256 key,
// naming the request's method and URL, issued within the last minute, never seen before, and,
// with a session token, the token's hash. The key's thumbprint binds the login's codes, the
// device approval and the session to that key: a token, or a code, without the key is worthless.
// Origin guards nothing here: any program sets it.
import { createHash } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { z } from 'zod';
import type { Queryable } from '../db/db.js';
import { HttpError, type Words } from '../http/errors.js';
import { AUTH_MESSAGES, AUTH_SAID } from './messages.js';
import { jwkThumbprint, verifiedPayload } from './proofSignature.js';

/** How far a proof's `iat` may be from the services' clock, either way. */
export const PROOF_WINDOW_S = 60;
/** The request header that carries the proof. */
export const PROOF_HEADER = 'dpop';
const MAX_PROOF_LENGTH = 2048;

const base64url = (length: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), 'must be base64url');

/** The protected header: ES256 over a P-256 public key, and nothing private (a JWK with `d` is refused). */
export const proofHeaderSchema = z.object({
  typ: z.literal('dpop+jwt'),
  alg: z.literal('ES256'),
  jwk: z.strictObject({ kty: z.literal('EC'), crv: z.literal('P-256'), x: base64url(43), y: base64url(43) }),
});

export const proofClaimsSchema = z.object({
  jti: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 base64url characters'),
  htm: z.enum(['GET', 'POST', 'PUT']),
  htu: z.url(),
  iat: z.number().int().nonnegative(),
  /** base64url(SHA-256(token)), required with a session token. */
  ath: base64url(43).optional(),
  /** Not needed in a proof; when there, they hold as in any JWT. */
  exp: z.number().optional(),
  nbf: z.number().optional(),
});

/** A JWT's `exp` not passed and its `nbf` reached, at `nowS` (what jose's jwtVerify checked). */
const withinTimeClaims = ({ exp, nbf }: { exp?: number | undefined; nbf?: number | undefined }, nowS: number) => (exp === undefined || exp > nowS) && (nbf === undefined || nbf <= nowS);

export interface ProofRequest {
  method: string;
  url: string;
  /** The proof header's value. */
  proof: string | undefined;
  /** The session token the request carries, if any: the proof must name its hash. */
  token?: string;
}

const refused = (words: Words) => new HttpError(401, words);

/** The answer to a proof recorded before. */
export const proofReplayed = () => refused(AUTH_MESSAGES.proofReplayed);

/** `htu` as RFC 9449 compares it: the URL without query and fragment. */
export const targetUri = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A checked proof: its key's thumbprint, and what records it against replay until it expires. */
export interface CheckedProof {
  jkt: string;
  jti: string;
  expiresAt: number;
}

/**
 * SQL that records a proof (placeholders for its `jkt`, `jti` and `expiresAt`) when `gate` holds,
 * returning its `jti` unless the proof was recorded before: a replay. On its own, or as a CTE of a
 * route's first write.
 */
export const recordProofSql = (jkt: string, jti: string, expiresAt: string, gate = 'true') =>
  `insert into auth_proofs (jkt, jti, expires_at) select ${jkt}, ${jti}, ${expiresAt}::bigint where ${gate} on conflict do nothing returning jti`;

export class ProofVerifier {
  /** `sweep` is asked for at each proof checked: the expired rows' (expiredRows.ts), proofs among them. */
  constructor(
    private readonly now: () => number,
    private readonly sweep: () => void,
  ) {}

  /** Checks the request's proof and records its `jti`; the key's thumbprint (`jkt`), or a 401 saying why not. */
  async verify(db: Queryable, request: ProofRequest): Promise<string> {
    const { jkt, jti, expiresAt } = this.check(request);
    const stored = await db.query(recordProofSql('$1', '$2', '$3'), [jkt, jti, expiresAt]);
    if (stored.length === 0) throw proofReplayed();
    return jkt;
  }

  /**
   * Checks the request's proof without recording it, or throws a 401 saying why not. The caller
   * records it (recordProofSql) before it acts on the request, and answers proofReplayed() when
   * the record finds it there already.
   */
  check({ method, url, proof, token }: ProofRequest): CheckedProof {
    if (!proof) throw refused(AUTH_MESSAGES.proofMissing);
    if (proof.length > MAX_PROOF_LENGTH) throw refused(AUTH_MESSAGES.proofInvalid);
    let header;
    try {
      const decoded = decodeProtectedHeader(proof);
      // No extension is understood, so none may be critical (RFC 7515, 4.1.11).
      if ('crit' in decoded) throw new Error('crit');
      header = proofHeaderSchema.parse(decoded);
    } catch {
      throw refused(AUTH_MESSAGES.proofInvalid);
    }
    const nowS = Math.floor(this.now() / 1000);
    const parsed = proofClaimsSchema.safeParse(verifiedPayload(proof, header.jwk));
    if (!parsed.success || !withinTimeClaims(parsed.data, nowS)) throw refused(AUTH_MESSAGES.proofInvalid);
    const claims = parsed.data;
    if (claims.htm !== method.toUpperCase() || claims.htu !== targetUri(url)) throw refused(AUTH_MESSAGES.proofOtherRequest);
    if (Math.abs(claims.iat - nowS) > PROOF_WINDOW_S) throw refused(AUTH_SAID.proofStale);
    if (token !== undefined && claims.ath !== tokenHash(token)) throw refused(AUTH_MESSAGES.proofOtherToken);
    const jkt = jwkThumbprint(header.jwk);
    // Kept until no clock could take the proof as fresh any more; a replay finds it.
    const expiresAt = (Math.max(claims.iat, nowS) + PROOF_WINDOW_S + 1) * 1000;
    this.sweep();
    return { jkt, jti: claims.jti, expiresAt };
  }
}
