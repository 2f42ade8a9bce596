import { fromBase64Url } from './bytes.js';
import { createSolanaKey } from './solana.js';

describe('the Solana key', () => {
  it('is an Ed25519 pair: PKCS #8 that signs, and a base58 address of 32 bytes', async () => {
    const key = await createSolanaKey();
    expect(key?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const imported = await crypto.subtle.importKey('pkcs8', fromBase64Url(key!.pkcs8) as BufferSource, { name: 'Ed25519' }, false, ['sign']);
    expect((await crypto.subtle.sign({ name: 'Ed25519' }, imported, new Uint8Array([1]))).byteLength).toBe(64);
  });

  it('is left out, with a warning, where the browser has no Ed25519', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const subtle = { generateKey: () => Promise.reject(new Error('Unrecognized name')) } as unknown as SubtleCrypto;
    expect(await createSolanaKey(subtle)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no Solana key made'));
    warn.mockRestore();
  });
});
