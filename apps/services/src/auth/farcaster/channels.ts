// The Farcaster sign-ins under way, one row each in auth_farcaster_channels keyed by the SHA-256 of
// the channel token: made by the frame with a nonce, bound to its device key; authenticated once by
// the wallet app with the signed message; taken once by the frame's complete. Every replica reads
// the same rows: nothing of a sign-in lives in a process's memory.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db.js';

/** How long a person has from the channel's creation to the wallet app's approval. */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60_000;

export const channelHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface NewChannel {
  token: string;
  projectId: string;
  deviceId: string;
  jkt: string;
  nonce: string;
  domain: string;
  siweUri: string;
}

/** What the wallet app posted, once its message passed the checks. */
export interface Approval {
  message: string;
  signature: string;
  fid: number;
  custody: string;
  username: string | null;
  displayName: string | null;
  pfpUrl: string | null;
}

export interface ChannelRow extends Omit<NewChannel, 'token'> {
  createdAt: number;
  expiresAt: number;
  approval: Approval | null;
  completedAt: number | null;
}

type Millis = string | number | bigint;
type Stored = {
  project_id: string;
  device_id: string;
  jkt: string;
  nonce: string;
  domain: string;
  siwe_uri: string;
  created_at: Millis;
  expires_at: Millis;
  message: string | null;
  signature: string | null;
  fid: Millis | null;
  custody: string | null;
  username: string | null;
  display_name: string | null;
  pfp_url: string | null;
  completed_at: Millis | null;
};

const COLUMNS = 'project_id, device_id, jkt, nonce, domain, siwe_uri, created_at, expires_at, message, signature, fid, custody, username, display_name, pfp_url, completed_at';

function fromRow(row: Stored): ChannelRow {
  const approved = row.message !== null && row.signature !== null && row.fid !== null && row.custody !== null;
  return {
    projectId: row.project_id,
    deviceId: row.device_id,
    jkt: row.jkt,
    nonce: row.nonce,
    domain: row.domain,
    siweUri: row.siwe_uri,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    approval: approved
      ? { message: row.message!, signature: row.signature!, fid: Number(row.fid), custody: row.custody!, username: row.username, displayName: row.display_name, pfpUrl: row.pfp_url }
      : null,
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
  };
}

/** Stores a new channel (expired ones go in the sweep, expiredRows.ts). */
export async function createChannel(db: Queryable, channel: NewChannel, now: number): Promise<number> {
  const expiresAt = now + FARCASTER_CHANNEL_TTL_MS;
  await db.query(
    `insert into auth_farcaster_channels (token_hash, project_id, device_id, jkt, nonce, domain, siwe_uri, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [channelHash(channel.token), channel.projectId, channel.deviceId, channel.jkt, channel.nonce, channel.domain, channel.siweUri, now, expiresAt],
  );
  return expiresAt;
}

export async function findChannel(db: Queryable, token: string): Promise<ChannelRow | undefined> {
  const [row] = await db.query<Stored>(`select ${COLUMNS} from auth_farcaster_channels where token_hash = $1`, [channelHash(token)]);
  return row && fromRow(row);
}

/** Records the wallet app's approval, once: false when one was recorded first. */
export async function recordApproval(db: Queryable, token: string, approval: Approval, now: number): Promise<boolean> {
  const rows = await db.query(
    `update auth_farcaster_channels set message = $2, signature = $3, fid = $4, custody = $5, username = $6, display_name = $7, pfp_url = $8, approved_at = $9
     where token_hash = $1 and approved_at is null returning 1`,
    [channelHash(token), approval.message, approval.signature, approval.fid, approval.custody, approval.username, approval.displayName, approval.pfpUrl, now],
  );
  return rows.length === 1;
}

/** Closes the channel whatever its state (the person refused it): no complete takes it after. */
export async function closeChannel(db: Queryable, token: string, now: number): Promise<void> {
  await db.query('update auth_farcaster_channels set completed_at = $2 where token_hash = $1 and completed_at is null', [channelHash(token), now]);
}

/** Takes the approval for the frame, once: false when a complete took it first. */
export async function markCompleted(db: Queryable, token: string, now: number): Promise<boolean> {
  const rows = await db.query('update auth_farcaster_channels set completed_at = $2 where token_hash = $1 and completed_at is null and approved_at is not null returning 1', [
    channelHash(token),
    now,
  ]);
  return rows.length === 1;
}
