// The social logins under way, one row each in auth_social_logins, keyed by the SHA-256 of their
// `state`: made at the start with the nonce and the PKCE verifier, bound to the frame's device key
// and origin; claimed once by the provider's callback, which records the outcome and the hash of the
// completion it handed the window's opener; taken once by the frame's complete, with that
// completion. A complete whose identity needs the consent of its address's account (identities.ts)
// leaves the person's choice open for a code's lifetime, taken once too. Every replica reads the
// same rows: nothing of a login lives in a process's memory.
import { createHash } from 'node:crypto';
import { apiErrorBodySchema } from '@latch/core/api';
import type { Queryable } from '../../db/db.js';
import { englishOf, type Words } from '../../http/errors.js';
import { CODE_TTL_MS } from '../codes.js';
import type { SocialProvider } from './providers.js';

/** How long a person has from the start to the provider's callback. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
export const stateHash = sha256;
export const completionHash = sha256;

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
  /** The frame origin the start came from: the only target the callback page hands the completion to. */
  frameOrigin: string;
}

export interface SocialLoginRow extends Omit<NewSocialLogin, 'state'> {
  expiresAt: number;
  calledBackAt: number | null;
  outcome: 'verified' | 'failed' | null;
  failure: SocialFailure | null;
  /** What the person reads of the failure: its English, with its id and values where it has them. */
  failureWords: Words | null;
  identity: VerifiedIdentity | null;
  /** The hash of the completion the callback page handed the window's opener, once verified. */
  completionHash: string | null;
  completedAt: number | null;
  /** When the complete asked for the consent of the account of the identity's address (link or new account). */
  consentAskedAt: number | null;
  /** When the person's choice (the link's code, or a new account) was taken. */
  consentSettledAt: number | null;
}

type Stored = {
  provider: SocialProvider;
  project_id: string;
  device_id: string;
  jkt: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  frame_origin: string | null;
  completion_hash: string | null;
  expires_at: string | number | bigint;
  callback_at: string | number | bigint | null;
  outcome: 'verified' | 'failed' | null;
  failure: SocialFailure | null;
  failure_message: string | null;
  failure_words: unknown;
  subject: string | null;
  email: string | null;
  name: string | null;
  picture: string | null;
  completed_at: string | number | bigint | null;
  consent_asked_at: string | number | bigint | null;
  consent_settled_at: string | number | bigint | null;
};

const COLUMNS =
  'provider, project_id, device_id, jkt, nonce, code_verifier, redirect_uri, frame_origin, completion_hash, expires_at, callback_at, outcome, failure, failure_message, failure_words, subject, email, name, picture, completed_at, consent_asked_at, consent_settled_at';
const orNull = (value: string | number | bigint | null) => (value === null ? null : Number(value));

/** The stored failure's words; an id or values the row holds in another shape leave its English alone. */
function failureWordsOf(message: string | null, stored: unknown): Words | null {
  if (message === null) return null;
  const parsed = apiErrorBodySchema.safeParse({ ...(typeof stored === 'object' ? stored : {}), message });
  if (!parsed.success || !parsed.data.messageId) return message;
  const { messageId, values } = parsed.data;
  return { message, messageId, ...(values && { values }) };
}

function fromRow(row: Stored): SocialLoginRow {
  return {
    provider: row.provider,
    projectId: row.project_id,
    deviceId: row.device_id,
    jkt: row.jkt,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
    // Rows of logins started before the column existed had no frame to answer: none completes.
    frameOrigin: row.frame_origin ?? '',
    expiresAt: Number(row.expires_at),
    calledBackAt: orNull(row.callback_at),
    outcome: row.outcome,
    failure: row.failure,
    failureWords: failureWordsOf(row.failure_message, row.failure_words),
    identity: row.subject !== null && row.email !== null ? { subject: row.subject, email: row.email, name: row.name, picture: row.picture } : null,
    completionHash: row.completion_hash,
    completedAt: orNull(row.completed_at),
    consentAskedAt: orNull(row.consent_asked_at),
    consentSettledAt: orNull(row.consent_settled_at),
  };
}

/** Stores a new login (expired ones go in the sweep, expiredRows.ts). */
export async function createSocialLogin(db: Queryable, login: NewSocialLogin, now: number): Promise<number> {
  const expiresAt = now + SOCIAL_LOGIN_TTL_MS;
  await db.query(
    `insert into auth_social_logins (state_hash, provider, project_id, device_id, jkt, nonce, code_verifier, redirect_uri, frame_origin, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [stateHash(login.state), login.provider, login.projectId, login.deviceId, login.jkt, login.nonce, login.codeVerifier, login.redirectUri, login.frameOrigin, now, expiresAt],
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

/** Records the callback's outcome (a verified one with the hash of its completion); the code verifier, spent either way, is wiped. */
export async function recordOutcome(
  db: Queryable,
  state: string,
  outcome: { identity: VerifiedIdentity; completion: string } | { failure: SocialFailure; words: Words },
): Promise<void> {
  const identity = 'identity' in outcome ? outcome.identity : null;
  const words = 'words' in outcome ? outcome.words : undefined;
  await db.query(
    `update auth_social_logins set outcome = $2, failure = $3, failure_message = $4, failure_words = $10::jsonb, subject = $5, email = $6, name = $7, picture = $8, completion_hash = $9, code_verifier = ''
     where state_hash = $1 and outcome is null`,
    [
      stateHash(state),
      identity ? 'verified' : 'failed',
      'failure' in outcome ? outcome.failure : null,
      words === undefined ? null : englishOf(words),
      identity?.subject ?? null,
      identity?.email ?? null,
      identity?.name ?? null,
      identity?.picture ?? null,
      'completion' in outcome ? completionHash(outcome.completion) : null,
      typeof words === 'object' ? JSON.stringify({ messageId: words.messageId, values: words.values }) : null,
    ],
  );
}

/** Takes the login's outcome for the frame, once: false when a complete took it first. */
export async function markCompleted(db: Queryable, state: string, now: number): Promise<boolean> {
  const rows = await db.query('update auth_social_logins set completed_at = $2 where state_hash = $1 and completed_at is null and outcome is not null returning 1', [stateHash(state), now]);
  return rows.length === 1;
}

/** Opens the person's choice on a login its complete took: the link's code, or a new account, until a code's lifetime has passed. Run it in that complete's transaction. */
export async function askConsent(tx: Queryable, state: string, now: number): Promise<void> {
  await tx.query('update auth_social_logins set consent_asked_at = $2, expires_at = $3 where state_hash = $1', [stateHash(state), now, now + CODE_TTL_MS]);
}

/** Takes the person's choice, once and in time: false when it was taken already or its time has passed. */
export async function settleConsent(db: Queryable, state: string, now: number): Promise<boolean> {
  const rows = await db.query(
    'update auth_social_logins set consent_settled_at = $2 where state_hash = $1 and consent_asked_at is not null and consent_settled_at is null and expires_at > $2 returning 1',
    [stateHash(state), now],
  );
  return rows.length === 1;
}
