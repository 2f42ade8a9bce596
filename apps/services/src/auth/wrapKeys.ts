// Each user's backup wrap key: 32 random bytes made at the first request, handed only to a valid
// session of that user calling from the wallet frame. The frame encrypts the key backup under it,
// so a new device of the same email can decrypt the backup. The database holds it sealed under the
// key-encryption key (kek.ts), which lives in the configuration: a dump of the database holds
// ciphertext under ciphertext and opens nothing. The operator, who holds both, is still trusted
// with it: see apps/wallet-frame/README.md, "Trust model".
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';
import { SEALED_PREFIX, type KeyEncryptionKey } from './kek.js';

export const WRAP_KEY_BYTES = 32;

const contextOf = (userId: string) => `latch-wrap-key/${userId}`;

/** The user's wrap key, base64url; made on first use (two requests at once agree on the first one written). */
export async function loadWrapKey(db: Queryable, kek: KeyEncryptionKey, userId: string, now: number): Promise<string> {
  await db.query('insert into auth_backup_wrap_keys (user_id, wrap_key, created_at) values ($1, $2, $3) on conflict (user_id) do nothing', [
    userId,
    kek.seal(randomBytes(WRAP_KEY_BYTES), contextOf(userId)),
    now,
  ]);
  const [row] = await db.query<{ wrap_key: string }>('select wrap_key from auth_backup_wrap_keys where user_id = $1', [userId]);
  if (!row) throw new Error(`The wrap key of user ${userId} could not be stored`);
  return kek.open(row.wrap_key, contextOf(userId)).toString('base64url');
}

/** Seals the wrap keys that an earlier version kept in the clear; run at start. */
export async function sealPlainWrapKeys(db: Db, kek: KeyEncryptionKey): Promise<void> {
  await db.transaction(async (tx) => {
    const plain = await tx.query<{ user_id: string; wrap_key: string }>(`select user_id, wrap_key from auth_backup_wrap_keys where wrap_key not like $1 for update`, [`${SEALED_PREFIX}%`]);
    for (const { user_id: userId, wrap_key: wrapKey } of plain) {
      await tx.query('update auth_backup_wrap_keys set wrap_key = $2 where user_id = $1', [userId, kek.seal(Buffer.from(wrapKey, 'base64url'), contextOf(userId))]);
    }
  });
}

/** How many wrap keys one transaction of a rotation re-seals: a short lock on a few rows, not on the table. */
export const RESEAL_BATCH = 500;

export interface ResealedWrapKeys {
  /** Sealed by the previous key, sealed again by the current one. */
  resealed: number;
  /** Sealed by the current key already (a rotation run again, or a key written during it). */
  current: number;
  /** The users whose wrap key neither key opens: left as they are. */
  unopened: string[];
}

/**
 * Seals again under the current key every wrap key the previous one sealed, `batch` rows per
 * transaction in user order, each row locked while it changes. Idempotent: run it again and it
 * finds every key current.
 */
export async function resealWrapKeys(db: Db, kek: KeyEncryptionKey, batch: number = RESEAL_BATCH): Promise<ResealedWrapKeys> {
  const result: ResealedWrapKeys = { resealed: 0, current: 0, unopened: [] };
  let after = '';
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const rows = await tx.query<{ user_id: string; wrap_key: string }>('select user_id, wrap_key from auth_backup_wrap_keys where user_id > $1 order by user_id limit $2 for update', [after, batch]);
      for (const { user_id: userId, wrap_key: wrapKey } of rows) {
        let resealed: string | undefined;
        try {
          resealed = kek.reseal(wrapKey, contextOf(userId));
        } catch {
          result.unopened.push(userId);
          continue;
        }
        if (resealed === undefined) result.current += 1;
        else {
          await tx.query('update auth_backup_wrap_keys set wrap_key = $2 where user_id = $1', [userId, resealed]);
          result.resealed += 1;
        }
      }
      return rows;
    });
    if (rows.length < batch) return result;
    after = rows.at(-1)!.user_id;
  }
}
