// WebAuthn challenges in PostgreSQL: made for one ceremony (adding a passkey for a session's user,
// sealing the key backup under one of theirs, or a sign-in), bound to the device key that asked and
// the frame origin it asked from, taken once.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/errors.js';
import { PASSKEY_MESSAGES, PASSKEY_SAID } from './messages.js';

/** A ceremony's challenge lives as long as the browser's prompt (SimpleWebAuthn's 60 s timeout) and some. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

export type Ceremony = 'register' | 'login' | 'seal';

export interface ChallengeOwner {
  projectId: string;
  deviceId: string;
  jkt: string;
  origin: string;
  /** The session's user, for a registration. */
  userId?: string;
}

export interface TakenChallenge extends ChallengeOwner {
  challenge: string;
}

/** A new challenge for `ceremony` (base64url of 32 random bytes, as WebAuthn signs it back). */
export async function makeChallenge(db: Queryable, ceremony: Ceremony, owner: ChallengeOwner, now: number): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.query(
    `insert into auth_passkey_challenges (challenge, ceremony, project_id, device_id, jkt, origin, user_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [challenge, ceremony, owner.projectId, owner.deviceId, owner.jkt, owner.origin, owner.userId ?? null, now, now + PASSKEY_CHALLENGE_TTL_MS],
  );
  return challenge;
}

type ChallengeRow = { challenge: string; project_id: string; device_id: string; jkt: string; origin: string; user_id: string | null; expires_at: string | number | bigint };

/**
 * Takes the challenge the browser signed (gone whatever follows: one try per ceremony), or a 400
 * when it is unknown, used, expired or another ceremony's, a 401 when another device key made it.
 */
export async function takeChallenge(db: Queryable, ceremony: Ceremony, challenge: string, projectId: string, jkt: string, now: number): Promise<TakenChallenge> {
  const [row] = await db.query<ChallengeRow>(
    'delete from auth_passkey_challenges where challenge = $1 and ceremony = $2 returning challenge, project_id, device_id, jkt, origin, user_id, expires_at',
    [challenge, ceremony],
  );
  if (!row || row.project_id !== projectId || Number(row.expires_at) <= now) throw new HttpError(400, PASSKEY_SAID.challengeUnknown);
  if (row.jkt !== jkt) throw new HttpError(401, PASSKEY_MESSAGES.challengeOtherKey);
  return { challenge: row.challenge, projectId: row.project_id, deviceId: row.device_id, jkt: row.jkt, origin: row.origin, ...(row.user_id === null ? {} : { userId: row.user_id }) };
}
