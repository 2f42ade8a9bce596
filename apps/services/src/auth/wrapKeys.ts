// Each user's backup wrap key: 32 random bytes made at the first request and kept here, handed
// only to a valid session of that user calling from the wallet frame's own origin. The frame
// encrypts the key backup under it, so a new device of the same email can decrypt the backup,
// and the services (which hold both the wrap key and the ciphertext) are trusted with it: see
// apps/wallet-frame/README.md, "Trust model".
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';

export const WRAP_KEY_BYTES = 32;

/** The user's wrap key, base64url; made on first use (two requests at once agree on the first one written). */
export async function loadWrapKey(db: Queryable, userId: string, now: number): Promise<string> {
  await db.query('insert into auth_backup_wrap_keys (user_id, wrap_key, created_at) values ($1, $2, $3) on conflict (user_id) do nothing', [
    userId,
    randomBytes(WRAP_KEY_BYTES).toString('base64url'),
    now,
  ]);
  const [row] = await db.query<{ wrap_key: string }>('select wrap_key from auth_backup_wrap_keys where user_id = $1', [userId]);
  if (!row) throw new Error(`The wrap key of user ${userId} could not be stored`);
  return row.wrap_key;
}
