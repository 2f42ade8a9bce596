import { openBackup, sealBackup } from './backup.js';
import { fromBase64Url, randomBytes, toBase64Url } from './bytes.js';
import type { KeyMaterial } from './material.js';
import { BACKUP_SEALED_USE_PASSKEY, newSealSalt, type PasskeySealKey } from './passkeySeal.js';

const material: KeyMaterial = { v: 1, evm: { privateKey: `0x${'22'.repeat(32)}`, address: '0x1563915e194D8CfBA1943570603F7606A3115508' } };
const wrapKey = toBase64Url(randomBytes(32));

describe('the key backup', () => {
  it('opens with the wrap key, for the same user and address', async () => {
    const ciphertext = await sealBackup(material, wrapKey, 'user-1');
    expect(ciphertext).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64Url(ciphertext)[0]).toBe(1);
    expect(await openBackup(ciphertext, wrapKey, 'user-1', material.evm.address.toLowerCase())).toEqual(material);
  });

  it('is new ciphertext each time (a fresh IV)', async () => {
    expect(await sealBackup(material, wrapKey, 'user-1')).not.toBe(await sealBackup(material, wrapKey, 'user-1'));
  });

  it.each([
    ['another wrap key', () => toBase64Url(randomBytes(32)), 'user-1', material.evm.address],
    ["another user's", () => wrapKey, 'user-2', material.evm.address],
    ['another address', () => wrapKey, 'user-1', `0x${'ab'.repeat(20)}`],
  ])('does not open with %s', async (_what, key, userId, address) => {
    const ciphertext = await sealBackup(material, wrapKey, 'user-1');
    await expect(openBackup(ciphertext, key(), userId, address)).rejects.toThrow('The key backup cannot be decrypted');
  });

  it('refuses a backup of an unknown format, and a wrap key that is not 32 bytes', async () => {
    const bytes = fromBase64Url(await sealBackup(material, wrapKey, 'user-1'));
    bytes[0] = 3;
    await expect(openBackup(toBase64Url(bytes), wrapKey, 'user-1', material.evm.address)).rejects.toThrow('unknown format');
    await expect(sealBackup(material, toBase64Url(randomBytes(16)), 'user-1')).rejects.toThrow('A wrap key is 32 bytes');
  });

  describe('sealed under a passkey', () => {
    const prf = { credentialId: 'credential-1', output: randomBytes(32) };
    const passkey: PasskeySealKey = { prf, salt: newSealSalt() };

    it('is format 2 and opens with the PRF output, the salt and the wrap key together', async () => {
      const ciphertext = await sealBackup(material, wrapKey, 'user-1', passkey);
      expect(fromBase64Url(ciphertext)[0]).toBe(2);
      expect(await openBackup(ciphertext, wrapKey, 'user-1', material.evm.address, passkey)).toEqual(material);
    });

    it('does not open with the wrap key alone, and says to use the passkey', async () => {
      const ciphertext = await sealBackup(material, wrapKey, 'user-1', passkey);
      await expect(openBackup(ciphertext, wrapKey, 'user-1', material.evm.address)).rejects.toThrow(BACKUP_SEALED_USE_PASSKEY);
    });

    it.each([
      ['another PRF output', { ...passkey, prf: { ...prf, output: randomBytes(32) } }, wrapKey, 'user-1'],
      ['another credential', { ...passkey, prf: { ...prf, credentialId: 'credential-2' } }, wrapKey, 'user-1'],
      ['another salt', { ...passkey, salt: newSealSalt() }, wrapKey, 'user-1'],
      ['another wrap key', passkey, toBase64Url(randomBytes(32)), 'user-1'],
      ["another user's", passkey, wrapKey, 'user-2'],
    ])('does not open with %s', async (_what, key, wrap, userId) => {
      const ciphertext = await sealBackup(material, wrapKey, 'user-1', passkey);
      await expect(openBackup(ciphertext, wrap, userId, material.evm.address, key)).rejects.toThrow('The key backup cannot be decrypted');
    });
  });
});
