import { isValidAddress } from '@latch/core';
import { EIP4361_PROFILE } from '@latch/core/siwx';
import { evmAdapter } from './exports/index.js';
import { EVM_RULES } from './rules.js';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('EIP-155 rules declared to core (SPEC 4 and 5)', () => {
  it('accepts 40 hex digits, with or without 0x', () => {
    expect(isValidAddress(EVM, EVM_RULES)).toBe(true);
    expect(isValidAddress(EVM.slice(2), EVM_RULES)).toBe(true);
  });

  it('refuses addresses of the wrong length or with non-hex digits', () => {
    expect(isValidAddress(EVM.slice(0, 41), EVM_RULES)).toBe(false);
    expect(isValidAddress(`${EVM}0`, EVM_RULES)).toBe(false);
    expect(isValidAddress(EVM.replace('C', 'G'), EVM_RULES)).toBe(false);
    expect(isValidAddress('', EVM_RULES)).toBe(false);
  });

  it('sends the native currency and ERC-20 tokens, names the namespace "EVM", signs in with EIP-4361, starts as a smart account (SPEC 6), and the adapter declares these rules', () => {
    expect(EVM_RULES.sends).toBe('tokens');
    expect(EVM_RULES.label).toBe('EVM');
    expect(EVM_RULES.signIn).toBe(EIP4361_PROFILE);
    expect(EVM_RULES.accountType).toBe('smartAccount');
    expect(evmAdapter({ discovery: false }).rules).toBe(EVM_RULES);
  });
});
