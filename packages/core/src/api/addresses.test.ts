import { EVM_ADDRESS, EVM_ADDRESS_TYPED_PATTERN, SOLANA_ADDRESS, wholeString } from './addresses.js';

const evm = '0x52908400098527886E0F7030069857D2E4169EE7';
const solana = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('address patterns (SPEC 5)', () => {
  it('take an EVM address as 0x and 40 hex digits in any case, the 0x optional only where a person types it', () => {
    expect([evm, evm.toLowerCase()].map((address) => EVM_ADDRESS.test(address))).toEqual([true, true]);
    expect([evm.slice(2), `${evm}0`, evm.slice(0, -1), `${evm.slice(0, -1)}g`].map((address) => EVM_ADDRESS.test(address))).toEqual([false, false, false, false]);
    expect(wholeString(EVM_ADDRESS_TYPED_PATTERN).test(evm.slice(2))).toBe(true);
    expect(wholeString(EVM_ADDRESS_TYPED_PATTERN).test(`0x0x${evm.slice(2)}`)).toBe(false);
  });

  it('take a Solana address as 32 to 44 base58 characters', () => {
    expect([solana, '1'.repeat(32), '1'.repeat(44)].map((address) => SOLANA_ADDRESS.test(address))).toEqual([true, true, true]);
    expect(['1'.repeat(31), '1'.repeat(45), `${solana.slice(0, -1)}0`, `${solana.slice(0, -1)}l`, evm].map((address) => SOLANA_ADDRESS.test(address))).toEqual([false, false, false, false, false]);
  });
});
