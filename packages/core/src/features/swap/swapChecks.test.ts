import { sellsNativeCurrency } from './swapChecks.js';

describe("a sale of the namespace's native currency (SPEC 9's placeholder per namespace)", () => {
  it.each([
    ['eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', true],
    ['eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111', true],
    ['eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', false],
    // One namespace's placeholder is not the other's native currency.
    ['eip155:1:So11111111111111111111111111111111111111111', false],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', false],
    ['bip122:000000000019d6689c085ae165831e93:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', false],
  ])('reads %s as native: %p', (tokenId, native) => {
    expect(sellsNativeCurrency(tokenId)).toBe(native);
  });
});
