// Rotating the key-encryption key: the services run with the new key as LATCH_KEY_ENCRYPTION_KEY
// and the old one as LATCH_KEY_ENCRYPTION_KEY_PREVIOUS (they open with either and seal with the
// new one), `latch-services rotate-kek` seals every wrap key again under the new key, and the
// previous key can then go. The check value is sealed again last, so the old key alone starts the
// services until every key is moved, and never after.
import type { Db } from '../db/db.js';
import { loadKeyEncryptionKey, resealCheck } from './kek.js';
import { resealWrapKeys, type ResealedWrapKeys } from './wrapKeys.js';

/** Seals under `current` what `previous` sealed; throws before changing anything when neither key is this database's. */
export async function rotateKeyEncryptionKey(db: Db, current: Buffer, previous: Buffer, batch?: number): Promise<ResealedWrapKeys> {
  const kek = await loadKeyEncryptionKey(db, current, previous);
  const result = await resealWrapKeys(db, kek, batch);
  if (result.unopened.length === 0) await resealCheck(db, kek);
  return result;
}
