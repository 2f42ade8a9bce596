// The embedded wallet's key backup: ciphertext the frame made, opaque to the services, one per
// user. It is never replaced by a backup of another address, so a stolen session cannot swap
// the key that the user's next device would recover. A backup the person sealed under a passkey
// (WebAuthn PRF, passkeys/backupSeal.ts) names the credential and the HKDF salt the frame needs to
// open it, and a plain write never replaces it (that would undo the seal).
import { EVM_ADDRESS_TYPED_PATTERN, SOLANA_ADDRESS, wholeString } from '@latch/core/api';
import { z } from 'zod';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { AUTH_MESSAGES, backupTooLarge } from './messages.js';

/** The ciphertext's length, in characters of base64 (about 12 KiB of bytes). */
export const MAX_BACKUP_CIPHERTEXT = 16 * 1024;
/** The whole request body: the ciphertext, the address and a little JSON. */
export const MAX_BACKUP_BODY = MAX_BACKUP_CIPHERTEXT + 1024;

const EIP155_ADDRESS = wholeString(EVM_ADDRESS_TYPED_PATTERN);

export const keyBackupSchema = z.object({
  ciphertext: z.string().min(1, 'must not be empty').regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'must be base64 or base64url'),
  address: z
    .string()
    .trim()
    .refine((address) => EIP155_ADDRESS.test(address) || SOLANA_ADDRESS.test(address), 'must be an eip155 or solana address'),
  version: z.number().int().min(1).max(1_000_000).default(1),
});
export type KeyBackupInput = z.output<typeof keyBackupSchema>;

/** What the frame needs, beside the passkey's PRF output, to open a backup sealed under a passkey. */
export interface PasskeySeal {
  credentialId: string;
  /** base64url of the HKDF salt the frame chose. */
  salt: string;
}

export interface KeyBackup {
  ciphertext: string;
  address: string;
  version: number;
  updatedAt: string;
  /** Set when the backup is sealed under a passkey: the wrap key alone no longer opens it. */
  passkeySeal: PasskeySeal | null;
}

type BackupRow = {
  ciphertext: string;
  address: string;
  version: number;
  updated_at: string | number | bigint;
  prf_credential_id: string | null;
  prf_salt: string | null;
};

const BACKUP_COLUMNS = 'ciphertext, address, version, updated_at, prf_credential_id, prf_salt';

const toBackup = (row: BackupRow): KeyBackup => ({
  ciphertext: row.ciphertext,
  address: row.address,
  version: row.version,
  updatedAt: new Date(Number(row.updated_at)).toISOString(),
  passkeySeal: row.prf_credential_id && row.prf_salt ? { credentialId: row.prf_credential_id, salt: row.prf_salt } : null,
});

const sameAddress = (a: string, b: string) => (EIP155_ADDRESS.test(a) ? a.toLowerCase().replace(/^0x/, '') === b.toLowerCase().replace(/^0x/, '') : a === b);

/** What a write of the backup asks of the caller, in its transaction. */
export interface BackupWriter {
  /** The writer's device key: the first backup's maker. */
  jkt: string;
  /** The first backup was stored: its writer made the keys. */
  stored(tx: Queryable): Promise<void>;
  /** Throws unless the writer may replace the backup (a fresh sign-in, a device not held). */
  mayReplace(tx: Queryable): Promise<void>;
}

/**
 * Stores the user's first backup, or replaces it with one of the same address (a case-blind
 * compare for eip155) that is not sealed under a passkey, once `writer.mayReplace` allows it; the
 * replaced one is kept in auth_key_backup_versions. Of two first backups written at once, one is
 * stored and the other gets 409: the insert that finds a row (committed meanwhile by the other)
 * leaves it as it is.
 */
export async function storeKeyBackup(db: Db, userId: string, input: KeyBackupInput, now: number, writer: BackupWriter): Promise<KeyBackup> {
  if (input.ciphertext.length > MAX_BACKUP_CIPHERTEXT) throw new HttpError(413, backupTooLarge(MAX_BACKUP_CIPHERTEXT));
  return db.transaction(async (tx) => {
    const [created] = await tx.query<BackupRow>(
      `insert into auth_key_backups (user_id, address, ciphertext, version, created_at, updated_at, made_by_jkt) values ($1, $2, $3, $4, $5, $5, $6)
       on conflict (user_id) do nothing returning ${BACKUP_COLUMNS}`,
      [userId, input.address, input.ciphertext, input.version, now, writer.jkt],
    );
    if (created) {
      await writer.stored(tx);
      return toBackup(created);
    }
    const [existing] = await tx.query<BackupRow>('select address, prf_credential_id from auth_key_backups where user_id = $1 for update', [userId]);
    if (!existing || !sameAddress(existing.address, input.address)) throw new HttpError(409, AUTH_MESSAGES.backupOtherAddress);
    if (existing.prf_credential_id) throw new HttpError(409, AUTH_MESSAGES.backupSealedByPasskey);
    await writer.mayReplace(tx);
    await keepVersion(tx, userId, now);
    const [row] = await tx.query<BackupRow>(
      `update auth_key_backups set address = $2, ciphertext = $3, version = $4, updated_at = $5 where user_id = $1
       returning ${BACKUP_COLUMNS}`,
      [userId, input.address, input.ciphertext, input.version, now],
    );
    return toBackup(row!);
  });
}

/** Copies the user's backup as it is into auth_key_backup_versions before it is replaced: no write loses a version. */
async function keepVersion(tx: Queryable, userId: string, now: number): Promise<void> {
  await tx.query(
    `insert into auth_key_backup_versions (user_id, version, address, ciphertext, prf_credential_id, prf_salt, updated_at, replaced_at)
     select user_id, version, address, ciphertext, prf_credential_id, prf_salt, updated_at, $2 from auth_key_backups where user_id = $1`,
    [userId, now],
  );
}

/**
 * Sets aside the user's wallet if device key `jkt` made it: the backup moves to
 * auth_key_backup_versions (an operator can give it back) and the account has none, so the next
 * sign-in makes new keys. Run it in the transaction that stops the device.
 */
export async function setAsideWalletMadeBy(tx: Queryable, userId: string, jkt: string, now: number): Promise<void> {
  const made = await tx.query('select 1 from auth_key_backups where user_id = $1 and made_by_jkt = $2 for update', [userId, jkt]);
  if (made.length === 0) return;
  await keepVersion(tx, userId, now);
  await tx.query('delete from auth_key_backups where user_id = $1', [userId]);
}

export async function loadKeyBackup(db: Db, userId: string): Promise<KeyBackup> {
  const [row] = await db.query<BackupRow>(`select ${BACKUP_COLUMNS} from auth_key_backups where user_id = $1`, [userId]);
  if (!row) throw new HttpError(404, AUTH_MESSAGES.backupMissing);
  return toBackup(row);
}

/**
 * Replaces the user's backup with the same address's ciphertext sealed under a passkey, naming the
 * credential and salt (run it in the transaction that verified the person's assertion with that
 * passkey). The version moves on, so a device can tell the sealed backup from the one before.
 */
export async function sealKeyBackup(tx: Queryable, userId: string, input: { ciphertext: string; address: string }, seal: PasskeySeal, now: number): Promise<KeyBackup> {
  if (input.ciphertext.length > MAX_BACKUP_CIPHERTEXT) throw new HttpError(413, backupTooLarge(MAX_BACKUP_CIPHERTEXT));
  const [existing] = await tx.query<BackupRow>('select address from auth_key_backups where user_id = $1 for update', [userId]);
  if (!existing) throw new HttpError(404, AUTH_MESSAGES.backupMissing);
  if (!sameAddress(existing.address, input.address)) throw new HttpError(409, AUTH_MESSAGES.backupOtherAddress);
  await keepVersion(tx, userId, now);
  const [row] = await tx.query<BackupRow>(
    `update auth_key_backups set ciphertext = $2, version = version + 1, updated_at = $3, prf_credential_id = $4, prf_salt = $5 where user_id = $1
     returning ${BACKUP_COLUMNS}`,
    [userId, input.ciphertext, now, seal.credentialId, seal.salt],
  );
  return toBackup(row!);
}
