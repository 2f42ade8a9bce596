// The social logins under way, one row each in auth_social_logins, keyed by the SHA-256 of their
// `state`: made at the start with the nonce and the PKCE verifier, bound to the frame's device key;
// claimed once by the provider's callback, which records the outcome; taken once by the frame's
// complete. Every replica reads the same rows: nothing of a login lives in a process's memory.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import type { SocialProvider } from './providers.js';

/** How long a person has from the start to the provider's callback. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000;
/** Rows are kept a day past their expiry (a late complete still hears why), then dropped at a start. */
const KEEP_EXPIRED_MS = 24 * 3600_000;

export const stateHash = (state: string) => createHash('sha256').update(state).digest('base64url');

/** Why a login failed, as recorded by the callback. */
export type SocialFailure = 'denied' | 'provider_error' | 'provider_unreachable' | 'expired' | 'bad_response' | 'exchange_failed' | 'token_invalid' | 'email_unverified';

export interface VerifiedIdentity {
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export interface NewSocialLogin {
  state: string;
  provider: SocialProvider;
  projectId: string;
  deviceId: string;
  jkt: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface SocialLoginRow extends Omit<NewSocialLogin, 'state'> {
  expiresAt: number;
  calledBackAt: number | null;
  outcome: 'verified' | 'failed' | null;
  failure: SocialFailure | null;
  failureMessage: string | null;
  identity: VerifiedIdentity | null;
  completedAt: number | null;
}

type Stored = {
  provider: SocialProvider;
  project_id: string;
  device_id: string;
  jkt: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: string | number | bigint;
  callback_at: string | number | bigint | null;
  outcome: 'verified' | 'failed' | null;
  failure: SocialFailure | null;
  failure_message: string | null;
  subject: string | null;
  email: string | null;
  name: string | null;
  picture: string | null;
  completed_at: string | number | bigint | null;
};

const COLUMNS = 'provider, project_id, device_id, jkt, nonce, code_verifier, redirect_uri, expires_at, callback_at, outcome, failure, failure_message, subject, email, name, picture, completed_at';
const orNull = (value: string | number | bigint | null) => (value === null ? null : Number(value));

function fromRow(row: Stored): SocialLoginRow {
  return {
    provider: row.provider,
    projectId: row.project_id,
    deviceId: row.device_id,
    jkt: row.jkt,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
    expiresAt: Number(row.expires_at),
    calledBackAt: orNull(row.callback_at),
    outcome: row.outcome,
    failure: row.failure,
    failureMessage: row.failure_message,
    identity: row.subject !== null && row.email !== null ? { subject: row.subject, email: row.email, name: row.name, picture: row.picture } : null,
    completedAt: orNull(row.completed_at),
  };
}

/** Stores a new login; rows a day past their expiry go at the same time. */
export async function createSocialLogin(db: Queryable, login: NewSocialLogin, now: number): Promise<number> {
  const expiresAt = now + SOCIAL_LOGIN_TTL_MS;
  await db.query('delete from auth_social_logins where expires_at < $1', [now - KEEP_EXPIRED_MS]);
  await db.query(
    `insert into auth_social_logins (state_hash, provider, project_id, device_id, jkt, nonce, code_verifier, redirect_uri, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [stateHash(login.state), login.provider, login.projectId, login.deviceId, login.jkt, login.nonce, login.codeVerifier, login.redirectUri, now, expiresAt],
  );
  return expiresAt;
}

export async function findSocialLogin(db: Queryable, state: string): Promise<SocialLoginRow | undefined> {
  const [row] = await db.query<Stored>(`select ${COLUMNS} from auth_social_logins where state_hash = $1`, [stateHash(state)]);
  return row && fromRow(row);
}

/** Marks the state used by a callback; undefined when it is unknown or was used already (the caller reads which). */
export async function claimCallback(db: Queryable, state: string, now: number): Promise<SocialLoginRow | undefined> {
  const [row] = await db.query<Stored>(`update auth_social_logins set callback_at = $2 where state_hash = $1 and callback_at is null returning ${COLUMNS}`, [stateHash(state), now]);
  return row && fromRow(row);
}

/** Records the callback's outcome; the code verifier, spent either way, is wiped. */
export async function recordOutcome(db: Queryable, state: string, outcome: { identity: VerifiedIdentity } | { failure: SocialFailure; message: string }): Promise<void> {
  const identity = 'identity' in outcome ? outcome.identity : null;
  await db.query(
    `update auth_social_logins set outcome = $2, failure = $3, failure_message = $4, subject = $5, email = $6, name = $7, picture = $8, code_verifier = ''
     where state_hash = $1 and outcome is null`,
    [
      stateHash(state),
      identity ? 'verified' : 'failed',
      'failure' in outcome ? outcome.failure : null,
      'message' in outcome ? outcome.message : null,
      identity?.subject ?? null,
      identity?.email ?? null,
      identity?.name ?? null,
      identity?.picture ?? null,
    ],
  );
}

/** Takes the login's outcome for the frame, once: false when a complete took it first. */
export async function markCompleted(db: Queryable, state: string, now: number): Promise<boolean> {
  const rows = await db.query('update auth_social_logins set completed_at = $2 where state_hash = $1 and completed_at is null and outcome is not null returning 1', [stateHash(state), now]);
  return rows.length === 1;
}
