// The key-encryption key (KEK): AES-256-GCM over what auth keeps secret in the database (the backup
// wrap keys), each sealed value bound to what it is for by associated data, so that a row copied to
// another user does not open. The KEK comes from the configuration; only in the local world is one
// made and kept in the database (config.ts refuses to start elsewhere without it).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { KEK_BYTES } from './config.js';

/** What a sealed value starts with (base64url never holds a dot). */
export const SEALED_PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEK_SETTING = 'key_encryption_key';
/** A value sealed at the first start, that every later start must open: a KEK swapped for another is refused at once. */
const CHECK_SETTING = 'key_encryption_key_check';
const CHECK_CONTEXT = 'latch-kek-check';

export class KeyEncryptionKey {
  readonly #key: Buffer;
  readonly #previous: Buffer | undefined;

  /** `previous`, during a rotation (kekRotation.ts), still opens what it sealed; only `key` seals. */
  constructor(key: Buffer, previous?: Buffer) {
    this.#key = key;
    this.#previous = previous;
  }

  /** `v1.` and base64url of IV, ciphertext and tag. */
  seal(plaintext: Buffer, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv).setAAD(Buffer.from(context));
    const sealed = Buffer.concat([iv, cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    return SEALED_PREFIX + sealed.toString('base64url');
  }

  /** Throws when `sealed` was not sealed for `context` by this key (or the previous one). */
  open(sealed: string, context: string): Buffer {
    try {
      return openWith(this.#key, sealed, context);
    } catch (error) {
      if (!this.#previous) throw error;
      return openWith(this.#previous, sealed, context);
    }
  }

  /** `sealed` sealed again by this key when the previous one sealed it; undefined when this one did. Throws when neither did. */
  reseal(sealed: string, context: string): string | undefined {
    try {
      openWith(this.#key, sealed, context);
      return undefined;
    } catch (error) {
      if (!this.#previous) throw error;
      return this.seal(openWith(this.#previous, sealed, context), context);
    }
  }
}

function openWith(key: Buffer, sealed: string, context: string): Buffer {
  if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('Not a sealed value');
  const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
}

async function setting(db: Queryable, name: string, value: string): Promise<string> {
  await db.query('insert into auth_settings (name, value) values ($1, $2) on conflict (name) do nothing', [name, value]);
  const [row] = await db.query<{ value: string }>('select value from auth_settings where name = $1', [name]);
  if (!row) throw new Error(`The auth setting ${name} could not be stored`);
  return row.value;
}

/**
 * The configured KEK (with the previous one during a rotation), or (local world) the one kept in
 * the database, made at the first start. It must open the check value the first start sealed:
 * another KEK than the one the database's keys were sealed with stops the start rather than lose
 * every backup.
 */
export async function loadKeyEncryptionKey(db: Queryable, configured: Buffer | undefined, previous?: Buffer): Promise<KeyEncryptionKey> {
  const kek = new KeyEncryptionKey(configured ?? Buffer.from(await setting(db, KEK_SETTING, randomBytes(KEK_BYTES).toString('base64url')), 'base64url'), previous);
  const check = await setting(db, CHECK_SETTING, kek.seal(randomBytes(16), CHECK_CONTEXT));
  try {
    kek.open(check, CHECK_CONTEXT);
  } catch {
    throw new Error(`The key-encryption key is not the one this database's keys were sealed with${configured ? ' (LATCH_KEY_ENCRYPTION_KEY changed?)' : ''}: the services do not start, since no backup could be opened`);
  }
  return kek;
}

/** Seals the check value again under the current key, once every wrap key is (kekRotation.ts): the previous key alone then no longer starts the services. */
export async function resealCheck(db: Queryable, kek: KeyEncryptionKey): Promise<void> {
  const [row] = await db.query<{ value: string }>('select value from auth_settings where name = $1', [CHECK_SETTING]);
  const resealed = row && kek.reseal(row.value, CHECK_CONTEXT);
  if (resealed) await db.query('update auth_settings set value = $2 where name = $1', [CHECK_SETTING, resealed]);
}
