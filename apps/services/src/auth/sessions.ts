// Sessions: an HS256 JWT (jose) naming a row of auth_sessions, valid 24 h for the project it was
// issued for. The row is what makes sign-out final: a revoked or unknown session id is refused
// even while its token's signature and expiry are good. A session is bound to the device key that
// signed its login's proof (RFC 9449's `cnf.jkt`): every use must come with a proof of that key,
// so a token alone, wherever it leaked to, opens nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Queryable } from '../db/db.js';
import { HttpError, type Words } from '../http/errors.js';
import { AUTH_MESSAGES, AUTH_SAID } from './messages.js';

export const SESSION_TTL_S = 24 * 3600;
export const TOKEN_ISSUER = 'latch-services';
const SECRET_SETTING = 'session_secret';

export interface SessionUser {
  /** The verified email; null for a user known by an identity alone (Farcaster). */
  email: string | null;
  userId: string;
}

export interface IssuedSession {
  token: string;
  /** ISO 8601, the token's `exp`. */
  expiresAt: string;
  user: SessionUser;
}

/**
 * How a session's login proved the person: by a code or a link from their mail, a Farcaster
 * approval, a provider's answer handed only to the frame's window, or a passkey of the frame's
 * origin. The first two can be phished (a hostile page asks for the code, or shows a QR code its
 * server made), so a new device they sign in gets the keys only after a notice (keyRelease.ts).
 */
export type LoginMethod = 'email' | 'farcaster' | 'social' | 'passkey';

/** How long after a login its sessions count as a fresh sign-in, as replacing the key backup or adding a passkey wants. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

export interface VerifiedSession {
  sessionId: string;
  method: LoginMethod;
  /** When the person signed in (ms): a refresh keeps its login's time. */
  authenticatedAt: number;
  user: SessionUser;
  projectId: string;
  deviceId: string;
  /** The thumbprint of the device key the session is bound to. */
  jkt: string;
  expiresAt: string;
}

/** Throws unless `session`'s login was within FRESH_SIGN_IN_MS of `now`: what replaces the backup or adds a passkey wants the person, not a session alone. */
export function requireFreshSignIn(session: VerifiedSession, now: number): void {
  if (now - session.authenticatedAt > FRESH_SIGN_IN_MS) throw new HttpError(403, AUTH_SAID.signInAgain);
}

/** The HS256 key of a session secret. */
export const signingKeyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/**
 * The signing key: the configured secret, or the one kept in the database, generated at the first
 * start (two processes starting together agree on the first one written).
 */
export async function loadSigningKey(db: Queryable, configured: string | undefined): Promise<Uint8Array> {
  if (configured !== undefined) return signingKeyOf(configured);
  await db.query('insert into auth_settings (name, value) values ($1, $2) on conflict (name) do nothing', [SECRET_SETTING, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>('select value from auth_settings where name = $1', [SECRET_SETTING]);
  if (!row) throw new Error('The session secret could not be stored');
  return signingKeyOf(row.value);
}

const seconds = (ms: number) => Math.floor(ms / 1000);
const unauthorized = (words: Words) => new HttpError(401, words);

type SessionRow = {
  user_id: string;
  email: string | null;
  project_id: string;
  device_id: string;
  jkt: string;
  method: LoginMethod;
  authenticated_at: string | number | bigint | null;
  issued_at: string | number | bigint;
  revoked_at: string | number | bigint | null;
};

export class Sessions {
  /**
   * `previousKey`, during a rotation of the session secret, still verifies the tokens it signed
   * (until they expire); only `key` signs.
   */
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => number,
    private readonly previousKey?: Uint8Array,
  ) {}

  /** A session for a login now, or with `authenticatedAt` a refresh of one made then. */
  async issue(db: Queryable, user: SessionUser, projectId: string, deviceId: string, jkt: string, method: LoginMethod, authenticatedAt?: number): Promise<IssuedSession> {
    const now = this.now();
    const issuedAt = seconds(now);
    const expiresAt = issuedAt + SESSION_TTL_S;
    const sessionId = randomUUID();
    await db.query('delete from auth_sessions where user_id = $1 and expires_at < $2', [user.userId, now]);
    await db.query(
      `insert into auth_sessions (id, user_id, project_id, device_id, issued_at, expires_at, jkt, method, authenticated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [sessionId, user.userId, projectId, deviceId, issuedAt * 1000, expiresAt * 1000, jkt, method, authenticatedAt ?? now],
    );
    const token = await new SignJWT({ email: user.email, cnf: { jkt } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(projectId)
      .setSubject(user.userId)
      .setJti(sessionId)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000).toISOString(), user };
  }

  /**
   * The session of a token for this project, or a 401 saying why not. The token is checked first,
   * then `prove` checks the request's proof of a device key (proof.ts), which must be the session's.
   */
  async verify(db: Queryable, token: string | undefined, projectId: string, prove: (token: string) => Promise<string>): Promise<VerifiedSession> {
    if (!token) throw unauthorized(AUTH_MESSAGES.tokenMissing);
    let payload;
    try {
      payload = await this.#verifyToken(token, projectId);
    } catch (error) {
      const { code, claim } = error as { code?: string; claim?: string };
      if (code === 'ERR_JWT_EXPIRED') throw unauthorized(AUTH_SAID.tokenExpired);
      if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'nbf') throw unauthorized(AUTH_MESSAGES.tokenNotYetValid);
      throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    }
    const [row] = await db.query<SessionRow>(
      `select s.user_id, u.email, s.project_id, s.device_id, s.jkt, s.method, s.authenticated_at, s.issued_at, s.revoked_at from auth_sessions s
       join auth_users u on u.id = s.user_id where s.id = $1`,
      [payload.jti],
    );
    if (!row || row.user_id !== payload.sub || row.project_id !== projectId) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    if (row.revoked_at !== null) throw unauthorized(AUTH_SAID.sessionRevoked);
    const jkt = await prove(token);
    const bound = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
    if (!row.jkt || row.jkt !== jkt || bound !== jkt) throw unauthorized(AUTH_MESSAGES.proofOtherKey);
    return {
      sessionId: payload.jti!,
      method: row.method,
      // Sessions of logins before the column existed count from their issue.
      authenticatedAt: Number(row.authenticated_at ?? row.issued_at),
      user: { email: row.email, userId: row.user_id },
      projectId,
      deviceId: row.device_id,
      jkt: row.jkt,
      expiresAt: new Date(payload.exp! * 1000).toISOString(),
    };
  }

  async #verifyToken(token: string, projectId: string): Promise<JWTPayload> {
    const options = { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: projectId, requiredClaims: ['sub', 'jti', 'exp', 'nbf'], currentDate: new Date(this.now()) };
    try {
      return (await jwtVerify(token, this.key, options)).payload;
    } catch (error) {
      if (!this.previousKey || (error as { code?: string }).code !== 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') throw error;
      return (await jwtVerify(token, this.previousKey, options)).payload;
    }
  }

  /** Revokes the session; false when it was revoked already (by a sign-out or refresh that got there first). */
  async revoke(db: Queryable, sessionId: string): Promise<boolean> {
    const rows = await db.query<{ id: string }>('update auth_sessions set revoked_at = $2 where id = $1 and revoked_at is null returning id', [sessionId, this.now()]);
    return rows.length === 1;
  }
}

/** The token of an `Authorization: DPoP …` header (RFC 9449), or `Bearer …`: either way only good with its proof. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^(?:DPoP|Bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
