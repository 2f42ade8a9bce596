// A new device of an email login is approved by a link in the mail, never by a code typed into a
// page: the link opens the wallet's own page (device.html on the frame's origin, top-level) that
// names the device and when it asked, where the person approves or refuses it. One row per request
// in auth_device_approvals, keyed by the SHA-256 of the link's token (32 random bytes); a newer
// request of the same device replaces the one before. Every replica reads the same rows.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { DEVICE_COLUMNS, DEVICE_WRITTEN, deviceOfRow, deviceParameters, type Device, type DeviceRow } from './deviceDescription.js';

/** How long a link approves its device. */
export const DEVICE_APPROVAL_TTL_MS = 15 * 60_000;

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What the approval lets the device do: go on with an email login (its code is mailed), or take a Farcaster sign-in's session. */
export type ApprovalPurpose = 'login' | 'farcaster';

export interface DeviceRequest {
  purpose: ApprovalPurpose;
  email: string;
  deviceId: string;
  jkt: string;
  projectId: string;
  /** The device as the person reads it (deviceDescription.ts). */
  device: Device;
}

export interface DeviceApproval extends DeviceRequest {
  requestedAt: number;
  expiresAt: number;
  decision: 'approved' | 'refused' | null;
}

type Stored = DeviceRow & {
  purpose: ApprovalPurpose;
  email: string;
  device_id: string;
  jkt: string;
  project_id: string;
  requested_at: string | number | bigint;
  expires_at: string | number | bigint;
  decision: 'approved' | 'refused' | null;
};

const fromRow = (row: Stored): DeviceApproval => ({
  purpose: row.purpose,
  email: row.email,
  deviceId: row.device_id,
  jkt: row.jkt,
  projectId: row.project_id,
  device: deviceOfRow(row),
  requestedAt: Number(row.requested_at),
  expiresAt: Number(row.expires_at),
  decision: row.decision,
});

const COLUMNS = `purpose, email, device_id, jkt, project_id, ${DEVICE_COLUMNS}, requested_at, expires_at, decision`;

/**
 * Stores a new request with its link token, replacing the device's undecided ones: one statement,
 * as it runs at every email start of a new device. Expired rows go in the sweep (expiredRows.ts).
 */
export async function requestApproval(db: Queryable, token: string, request: DeviceRequest, now: number): Promise<void> {
  await db.query(
    `with replaced as (delete from auth_device_approvals where email = $2 and device_id = $3 and jkt = $4 and purpose = $8 and decision is null)
     insert into auth_device_approvals (token_hash, email, device_id, jkt, project_id, requested_at, expires_at, purpose, ${DEVICE_WRITTEN}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [linkTokenHash(token), request.email, request.deviceId, request.jkt, request.projectId, now, now + DEVICE_APPROVAL_TTL_MS, request.purpose, ...deviceParameters(request.device)],
  );
}

export async function findApproval(db: Queryable, token: string): Promise<DeviceApproval | undefined> {
  const [row] = await db.query<Stored>(`select ${COLUMNS} from auth_device_approvals where token_hash = $1`, [linkTokenHash(token)]);
  return row && fromRow(row);
}

/** The device's latest request for `purpose` made at or after `since`, as its frame waits on it. */
export async function latestApproval(db: Queryable, email: string, deviceId: string, jkt: string, purpose: ApprovalPurpose, since = 0): Promise<DeviceApproval | undefined> {
  const [row] = await db.query<Stored>(
    `select ${COLUMNS} from auth_device_approvals where email = $1 and device_id = $2 and jkt = $3 and purpose = $4 and requested_at >= $5 order by requested_at desc limit 1`,
    [email, deviceId, jkt, purpose, since],
  );
  return row && fromRow(row);
}

/** Records the person's decision, once, while the link is valid: false when it was decided already or expired. */
export async function decide(db: Queryable, token: string, decision: 'approved' | 'refused', now: number): Promise<boolean> {
  const rows = await db.query('update auth_device_approvals set decision = $2, decided_at = $3 where token_hash = $1 and decision is null and expires_at > $3 returning 1', [
    linkTokenHash(token),
    decision,
    now,
  ]);
  return rows.length === 1;
}
