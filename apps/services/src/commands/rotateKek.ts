// `latch-services rotate-kek`: with the new key-encryption key as LATCH_KEY_ENCRYPTION_KEY and the old
// one as LATCH_KEY_ENCRYPTION_KEY_PREVIOUS (as the services run during the rotation), seals every
// wrap key again under the new key (auth/kekRotation.ts). Run it again at will: it moves only what
// the old key still seals.
import { resolveAuthConfig } from '../auth/config.js';
import { rotateKeyEncryptionKey } from '../auth/kekRotation.js';
import { requireMigrated } from '../db/migrate.js';
import type { Command } from './commands.js';

export const rotateKekCommand: Command = async (db, config) => {
  const { keyEncryptionKey, previousKeyEncryptionKey } = resolveAuthConfig(config.auth);
  if (!keyEncryptionKey || !previousKeyEncryptionKey) {
    console.error('rotate-kek seals again under LATCH_KEY_ENCRYPTION_KEY (the new key) what LATCH_KEY_ENCRYPTION_KEY_PREVIOUS (the old key) sealed: set both');
    return 1;
  }
  await requireMigrated(db);
  const { resealed, current, unopened } = await rotateKeyEncryptionKey(db, keyEncryptionKey, previousKeyEncryptionKey);
  console.log(`Sealed ${resealed} wrap keys again under the new key; ${current} were under it already`);
  if (unopened.length) {
    console.error(`${unopened.length} wrap keys open with neither key (users ${unopened.join(', ')}): they are left as they are, and the old key is still needed`);
    return 1;
  }
  console.log('Every wrap key is under the new key: LATCH_KEY_ENCRYPTION_KEY_PREVIOUS can go');
  return 0;
};
