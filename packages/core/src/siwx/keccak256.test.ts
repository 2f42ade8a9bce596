import { keccak256Hex } from './keccak256.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('keccak-256 (the Ethereum hash, not SHA3-256)', () => {
  it.each([
    ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    // Exactly one block of 136 bytes: the padding takes a block of its own.
    ['a'.repeat(136), 'a6c4d403279fe3e0af03729caada8374b5ca54d8065329a3ebcaeb4b60aa386e'],
    ['The quick brown fox jumps over the lazy dog'.repeat(7), 'efe49435815ad26dc4b3923a0b9e942f089b082c1f600ab871bff02fa9dd556a'],
  ])('hashes %j as ethers does', (text, digest) => {
    expect(keccak256Hex(utf8(text))).toBe(digest);
  });
});
