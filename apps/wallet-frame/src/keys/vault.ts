// The keys kept on this device: each user's material sealed with AES-GCM under the device key
// (deviceKey.ts), in the frame origin's localStorage at `@appkit-wallet/keys/<userId>`. A
// record that is corrupt, or that the device key no longer opens (IndexedDB cleared), reads as
// missing and is removed: the account then comes back from the backup.
import * as z from 'zod/mini';
import type { FrameStorage } from '../storage.js';
import { open, seal } from './aes.js';
import { fromBase64Url, toBase64Url } from './bytes.js';
import type { DeviceKeyStore } from './deviceKey.js';
import { decodeMaterial, encodeMaterial, sameEvmAddress, type KeyMaterial } from './material.js';

const recordSchema = z.object({
  v: z.literal(1),
  address: z.string(),
  sealed: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')),
});

export const keySlot = (userId: string) => `keys/${userId}`;

export class KeyVault {
  constructor(
    private readonly storage: FrameStorage,
    private readonly deviceKey: DeviceKeyStore,
  ) {}

  async save(userId: string, material: KeyMaterial): Promise<void> {
    const slot = keySlot(userId);
    const sealed = await seal(await this.deviceKey.key(), encodeMaterial(material), slot);
    this.storage.write(slot, { v: 1, address: material.evm.address, sealed: toBase64Url(sealed) });
  }

  /** The user's keys on this device, or undefined (none, corrupt, or sealed by a device key this browser lost). */
  async load(userId: string): Promise<KeyMaterial | undefined> {
    const slot = keySlot(userId);
    const record = this.storage.read(slot, recordSchema);
    if (!record) return undefined;
    try {
      const material = decodeMaterial(await open(await this.deviceKey.key(), fromBase64Url(record.sealed), slot));
      if (!sameEvmAddress(material.evm.address, record.address)) throw new Error('The record names another address');
      return material;
    } catch (error) {
      console.warn(`[wallet-frame] the keys kept for this user cannot be read (${error instanceof Error ? error.message : String(error)}); they will be recovered from the backup`);
      this.storage.remove(slot);
      return undefined;
    }
  }
}
