// The key backup the services keep: the material sealed with AES-GCM under the user's wrap key
// (GET /auth/v1/key-backup/wrap-key), bound to the user and the address by associated data.
// Its format: base64url of [version byte 1][IV][ciphertext and tag].
import { importWrapKey, open, seal } from './aes.js';
import { fromBase64Url, toBase64Url } from './bytes.js';
import { decodeMaterial, encodeMaterial, sameEvmAddress, type KeyMaterial } from './material.js';

export const BACKUP_FORMAT = 1;

const associatedData = (userId: string, address: string) => `latch-key-backup/v${BACKUP_FORMAT}/${userId}/${address.toLowerCase()}`;

export async function sealBackup(material: KeyMaterial, wrapKey: string, userId: string): Promise<string> {
  const key = await importWrapKey(fromBase64Url(wrapKey));
  const sealed = await seal(key, encodeMaterial(material), associatedData(userId, material.evm.address));
  const out = new Uint8Array(1 + sealed.length);
  out[0] = BACKUP_FORMAT;
  out.set(sealed, 1);
  return toBase64Url(out);
}

/** The material of a backup of `address`; throws when it is not one this wrap key and user open. */
export async function openBackup(ciphertext: string, wrapKey: string, userId: string, address: string): Promise<KeyMaterial> {
  const bytes = fromBase64Url(ciphertext);
  if (bytes[0] !== BACKUP_FORMAT) throw new Error('The key backup is of an unknown format');
  const key = await importWrapKey(fromBase64Url(wrapKey));
  let plaintext: Uint8Array;
  try {
    plaintext = await open(key, bytes.subarray(1), associatedData(userId, address));
  } catch {
    throw new Error('The key backup cannot be decrypted');
  }
  const material = decodeMaterial(plaintext);
  if (!sameEvmAddress(material.evm.address, address)) throw new Error('The key backup holds another address');
  return material;
}
