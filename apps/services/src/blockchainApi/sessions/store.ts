// Permission sessions (SPEC 7, /v1/sessions): granted to an address on a chain for one project,
// revoked by a signature of that address.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';

export interface PermissionSession {
  id: string;
  projectId: string;
  address: string;
  chainId: string;
  /** The permission context identifier the revocation names. */
  pci: string;
  expiresAt?: string;
  revokedAt?: string;
}

/**
 * The text the session's address signs (EIP-191 personal_sign) to revoke it, exactly:
 * `Revoke Latch session {id}\nPermission context: {pci}`.
 */
export const revokeSessionMessage = (id: string, pci: string) => `Revoke Latch session ${id}\nPermission context: ${pci}`;

interface SessionRow extends Record<string, unknown> {
  id: string;
  project_id: string;
  address: string;
  chain_id: string;
  pci: string;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? undefined : new Date(value).toISOString());

function toSession(row: SessionRow): PermissionSession {
  const session: PermissionSession = { id: row.id, projectId: row.project_id, address: row.address, chainId: row.chain_id, pci: row.pci };
  if (row.expires_at !== null) session.expiresAt = iso(row.expires_at);
  if (row.revoked_at !== null) session.revokedAt = iso(row.revoked_at);
  return session;
}

const randomId = () => randomBytes(16).toString('hex');

/** Stores a new session (for scripts, tests and a future grant flow); its id and pci are random unless given. */
export async function createSession(
  db: Queryable,
  input: { projectId: string; address: string; chainId: string; expiresAt?: Date; id?: string; pci?: string },
): Promise<PermissionSession> {
  const [row] = await db.query<SessionRow>(
    `insert into permission_sessions (id, project_id, address, chain_id, pci, expires_at) values ($1, $2, $3, $4, $5, $6) returning *`,
    [input.id ?? randomId(), input.projectId, input.address, input.chainId, input.pci ?? randomId(), input.expiresAt?.toISOString() ?? null],
  );
  return toSession(row!);
}

export async function findSession(db: Queryable, projectId: string, id: string): Promise<PermissionSession | undefined> {
  const [row] = await db.query<SessionRow>('select * from permission_sessions where id = $1 and project_id = $2', [id, projectId]);
  return row ? toSession(row) : undefined;
}

/** Marks the session revoked now, unless it already is; resolves with it as stored. */
export async function revokeSession(db: Queryable, id: string): Promise<PermissionSession> {
  const [row] = await db.query<SessionRow>('update permission_sessions set revoked_at = coalesce(revoked_at, now()) where id = $1 returning *', [id]);
  return toSession(row!);
}
