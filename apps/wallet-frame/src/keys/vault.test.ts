import { MemoryStorage, FrameStorage, STORAGE_PREFIX } from '../storage.js';
import { memoryDeviceKey } from './deviceKey.js';
import type { KeyMaterial } from './material.js';
import { KeyVault, keySlot } from './vault.js';

const material: KeyMaterial = {
  v: 1,
  evm: { privateKey: `0x${'11'.repeat(32)}`, address: '0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A' },
  solana: { pkcs8: 'MC4CAQAwBQYDK2VwBCIEIA', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
};

function setup() {
  const web = new MemoryStorage();
  const deviceKey = memoryDeviceKey();
  return { web, deviceKey, vault: new KeyVault(new FrameStorage(web), deviceKey) };
}

const quiet = () => jest.spyOn(console, 'warn').mockImplementation(() => {});

describe('the key vault', () => {
  it('round-trips the keys, sealed: the private key is nowhere in storage', async () => {
    const { web, vault } = setup();
    await vault.save('user-1', material);
    const raw = web.getItem(`${STORAGE_PREFIX}keys/user-1`)!;
    expect(raw).not.toContain('1111');
    expect(JSON.parse(raw)).toMatchObject({ v: 1, address: material.evm.address, sealed: expect.stringMatching(/^[A-Za-z0-9_-]+$/) });
    expect(await vault.load('user-1')).toEqual(material);
    expect(await vault.load('user-2')).toBeUndefined();
  });

  it('keeps its keys under the @appkit-wallet/ prefix, one slot per user', async () => {
    const { web, vault } = setup();
    await vault.save('user-1', material);
    expect([...web.entries.keys()]).toEqual(['@appkit-wallet/keys/user-1']);
    expect(keySlot('u')).toBe('keys/u');
  });

  it.each([
    ['not JSON', () => '{cut short'],
    ['JSON of another shape', () => JSON.stringify({ v: 2, sealed: 'abc' })],
    ['a ciphertext with a flipped byte', (raw: string) => {
      const record = JSON.parse(raw) as { sealed: string };
      const middle = record.sealed.length >> 1;
      const flipped = record.sealed[middle] === 'A' ? 'B' : 'A';
      return JSON.stringify({ ...record, sealed: record.sealed.slice(0, middle) + flipped + record.sealed.slice(middle + 1) });
    }],
    ['a ciphertext cut short', (raw: string) => JSON.stringify({ ...(JSON.parse(raw) as object), sealed: 'AAAA' })],
    ['a record naming another address', (raw: string) => JSON.stringify({ ...(JSON.parse(raw) as object), address: `0x${'00'.repeat(20)}` })],
  ])('reads a record that is %s as missing, and removes it', async (_what, corrupt) => {
    const warn = quiet();
    const { web, vault } = setup();
    await vault.save('user-1', material);
    const key = `${STORAGE_PREFIX}keys/user-1`;
    web.setItem(key, corrupt(web.getItem(key)!));
    expect(await vault.load('user-1')).toBeUndefined();
    expect(web.getItem(key)).toBeNull();
    warn.mockRestore();
  });

  it('does not open a record moved to another user slot', async () => {
    const warn = quiet();
    const { web, vault } = setup();
    await vault.save('user-1', material);
    web.setItem(`${STORAGE_PREFIX}keys/user-2`, web.getItem(`${STORAGE_PREFIX}keys/user-1`)!);
    expect(await vault.load('user-2')).toBeUndefined();
    expect(await vault.load('user-1')).toEqual(material);
    warn.mockRestore();
  });

  it('does not open a record with another device key (a browser that lost its IndexedDB)', async () => {
    const warn = quiet();
    const { web, vault } = setup();
    await vault.save('user-1', material);
    const other = new KeyVault(new FrameStorage(web), memoryDeviceKey());
    expect(await other.load('user-1')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('recovered from the backup'));
    warn.mockRestore();
  });

  it('keeps its device key out of reach of script: not extractable', async () => {
    const key = await memoryDeviceKey().key();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('survives a storage that throws on read', async () => {
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    const vault = new KeyVault(new FrameStorage(throwing), memoryDeviceKey());
    expect(await vault.load('user-1')).toBeUndefined();
    await expect(vault.save('user-1', material)).rejects.toThrow('denied');
  });
});
