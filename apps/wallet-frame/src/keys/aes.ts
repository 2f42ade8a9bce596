// AES-256-GCM with a fresh 96-bit IV per message, and associated data that binds each ciphertext
// to its place (the storage slot, or the user and address of a backup): moved elsewhere, it no
// longer decrypts.
import { randomBytes, utf8 } from './bytes.js';

const IV_BYTES = 12;

/** Seals `plaintext`: IV followed by the ciphertext and its tag. */
export async function seal(key: CryptoKey, plaintext: Uint8Array, associatedData: string): Promise<Uint8Array> {
  const iv = randomBytes(IV_BYTES);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: iv as BufferSource, additionalData: utf8(associatedData) as BufferSource }, key, plaintext as BufferSource));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return out;
}

/** Opens what `seal` made with the same key and associated data; throws otherwise. */
export async function open(key: CryptoKey, sealed: Uint8Array, associatedData: string): Promise<Uint8Array> {
  if (sealed.length <= IV_BYTES + 16) throw new Error('Ciphertext too short');
  const iv = sealed.subarray(0, IV_BYTES);
  const body = sealed.subarray(IV_BYTES);
  return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv as BufferSource, additionalData: utf8(associatedData) as BufferSource }, key, body as BufferSource));
}

/** A new AES-GCM key that script can use but never read out. */
export function generateDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** The services' 32-byte wrap key as a non-extractable AES-GCM key. */
export function importWrapKey(raw: Uint8Array): Promise<CryptoKey> {
  if (raw.length !== 32) throw new Error('A wrap key is 32 bytes');
  return crypto.subtle.importKey('raw', raw as BufferSource, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}
