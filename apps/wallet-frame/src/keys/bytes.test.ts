import { fromBase64Url, toBase58, toBase64Url } from './bytes.js';

describe('byte encodings', () => {
  it('base64url round-trips every byte value, without padding', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const text = toBase64Url(bytes);
    expect(text).not.toMatch(/[+/=]/);
    expect(fromBase64Url(text)).toEqual(bytes);
    expect(() => fromBase64Url('not base64!')).toThrow('Not base64url');
  });

  it('base58 as Bitcoin and Solana write it, leading zeros as 1s', () => {
    expect(toBase58(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U');
    expect(toBase58(Uint8Array.from([0, 0, 1]))).toBe('112');
    expect(toBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111');
  });
});
