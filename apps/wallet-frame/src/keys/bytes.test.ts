import { fromBase58, fromBase64, fromBase64Url, toBase58, toBase64, toBase64Url } from './bytes.js';

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

  it('base58 reads back what it writes, and refuses what is not base58', () => {
    for (const bytes of [Uint8Array.from([0, 0, 1]), new Uint8Array(32), Uint8Array.from({ length: 64 }, (_, i) => 255 - i)]) expect(fromBase58(toBase58(bytes))).toEqual(bytes);
    expect(() => fromBase58('0OIl')).toThrow('Not base58');
  });

  it('standard base64 with padding, each alphabet read only by its own decoder', () => {
    expect(toBase64(Uint8Array.from([251, 255]))).toBe('+/8=');
    expect(fromBase64('+/8=')).toEqual(Uint8Array.from([251, 255]));
    expect(toBase64Url(Uint8Array.from([251, 255]))).toBe('-_8');
    expect(() => fromBase64('-_8')).toThrow('Not base64');
    expect(() => fromBase64Url('+/8=')).toThrow('Not base64url');
  });
});
