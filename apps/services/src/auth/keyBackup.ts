// The embedded wallet's key backup: ciphertext the frame made, opaque to the services, one per
// user. It is never replaced by a backup of another address, so a stolen session cannot swap
// the key that the user's next device would recover.
import { z } from 'zod';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { AUTH_MESSAGES, backupTooLarge } from './messages.js';

/** The ciphertext's length, in characters of base64 (about 12 KiB of bytes). */
export const MAX_BACKUP_CIPHERTEXT = 16 * 1024;
/** The whole request body: the ciphertext, the address and a little JSON. */
export const MAX_BACKUP_BODY = MAX_BACKUP_CIPHERTEXT + 1024;

const EIP155_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export const keyBackupSchema = z.object({
  ciphertext: z.string().min(1, 'must not be empty').regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'must be base64 or base64url'),
  address: z
    .string()
    .trim()
    .refine((address) => EIP155_ADDRESS.test(address) || SOLANA_ADDRESS.test(address), 'must be an eip155 or solana address'),
  version: z.number().int().min(1).max(1_000_000).default(1),
});
export type KeyBackupInput = z.output<typeof keyBackupSchema>;

export interface KeyBackup {
  ciphertext: string;
  address: string;
  version: number;
  updatedAt: string;
}

type BackupRow = {
  ciphertext: string;
  address: string;
  version: number;
  updated_at: string | number | bigint;
};

const toBackup = (row: BackupRow): KeyBackup => ({
  ciphertext: row.ciphertext,
  address: row.address,
  version: row.version,
  updatedAt: new Date(Number(row.updated_at)).toISOString(),
});

const sameAddress = (a: string, b: string) => (EIP155_ADDRESS.test(a) ? a.toLowerCase().replace(/^0x/, '') === b.toLowerCase().replace(/^0x/, '') : a === b);

/**
 * Stores the user's first backup, or replaces it with one of the same address (a case-blind
 * compare for eip155). Of two first backups written at once, one is stored and the other gets 409:
 * the insert that finds a row (committed meanwhile by the other) leaves it as it is.
 */
export async function storeKeyBackup(db: Db, userId: string, input: KeyBackupInput, now: number): Promise<KeyBackup> {
  if (input.ciphertext.length > MAX_BACKUP_CIPHERTEXT) throw new HttpError(413, backupTooLarge(MAX_BACKUP_CIPHERTEXT));
  return db.transaction(async (tx) => {
    const [created] = await tx.query<BackupRow>(
      `insert into auth_key_backups (user_id, address, ciphertext, version, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
       on conflict (user_id) do nothing returning ciphertext, address, version, updated_at`,
      [userId, input.address, input.ciphertext, input.version, now],
    );
    if (created) return toBackup(created);
    const [existing] = await tx.query<BackupRow>('select address from auth_key_backups where user_id = $1 for update', [userId]);
    if (!existing || !sameAddress(existing.address, input.address)) throw new HttpError(409, AUTH_MESSAGES.backupOtherAddress);
    const [row] = await tx.query<BackupRow>(
      `update auth_key_backups set address = $2, ciphertext = $3, version = $4, updated_at = $5 where user_id = $1
       returning ciphertext, address, version, updated_at`,
      [userId, input.address, input.ciphertext, input.version, now],
    );
    return toBackup(row!);
  });
}

export async function loadKeyBackup(db: Db, userId: string): Promise<KeyBackup> {
  const [row] = await db.query<BackupRow>('select ciphertext, address, version, updated_at from auth_key_backups where user_id = $1', [userId]);
  if (!row) throw new HttpError(404, AUTH_MESSAGES.backupMissing);
  return toBackup(row);
}
