// The key backup the services keep: the material sealed with AES-GCM under the user's wrap key
// (GET /auth/v1/key-backup/wrap-key), bound to the user and the address by associated data; or,
// once the person sealed it under a passkey, under the key derived from the passkey's PRF output
// and the wrap key (passkeySeal.ts). Its format: base64url of [format byte][IV][ciphertext and tag],
// format 1 under the wrap key, 2 under a passkey.
import { importWrapKey, open, seal } from './aes.js';
import { fromBase64Url, toBase64Url } from './bytes.js';
import { decodeMaterial, encodeMaterial, sameEvmAddress, type KeyMaterial } from './material.js';
import { BACKUP_SEALED_USE_PASSKEY, BackupSealedError, passkeyBackupKey, type PasskeySealKey } from './passkeySeal.js';

export const BACKUP_FORMAT = 1;
export const PASSKEY_BACKUP_FORMAT = 2;

const associatedData = (format: number, userId: string, address: string) => `latch-key-backup/v${format}/${userId}/${address.toLowerCase()}`;

async function keyOf(format: number, wrapKey: string, userId: string, passkey: PasskeySealKey | undefined): Promise<CryptoKey> {
  const raw = fromBase64Url(wrapKey);
  if (format === BACKUP_FORMAT) return importWrapKey(raw);
  if (!passkey) throw new BackupSealedError(BACKUP_SEALED_USE_PASSKEY);
  if (raw.length !== 32) throw new Error('A wrap key is 32 bytes');
  return passkeyBackupKey(passkey, raw, userId);
}

/** Seals the material under the wrap key, or under the passkey's PRF output and the wrap key when `passkey` is given. */
export async function sealBackup(material: KeyMaterial, wrapKey: string, userId: string, passkey?: PasskeySealKey): Promise<string> {
  const format = passkey ? PASSKEY_BACKUP_FORMAT : BACKUP_FORMAT;
  const sealed = await seal(await keyOf(format, wrapKey, userId, passkey), encodeMaterial(material), associatedData(format, userId, material.evm.address));
  const out = new Uint8Array(1 + sealed.length);
  out[0] = format;
  out.set(sealed, 1);
  return toBase64Url(out);
}

/** The material of a backup of `address`; throws when it is not one this wrap key (and passkey, for format 2) and user open. */
export async function openBackup(ciphertext: string, wrapKey: string, userId: string, address: string, passkey?: PasskeySealKey): Promise<KeyMaterial> {
  const bytes = fromBase64Url(ciphertext);
  const format = bytes[0]!;
  if (format !== BACKUP_FORMAT && format !== PASSKEY_BACKUP_FORMAT) throw new Error('The key backup is of an unknown format');
  const key = await keyOf(format, wrapKey, userId, passkey);
  let plaintext: Uint8Array;
  try {
    plaintext = await open(key, bytes.subarray(1), associatedData(format, userId, address));
  } catch {
    throw new Error('The key backup cannot be decrypted');
  }
  const material = decodeMaterial(plaintext);
  if (!sameEvmAddress(material.evm.address, address)) throw new Error('The key backup holds another address');
  return material;
}
