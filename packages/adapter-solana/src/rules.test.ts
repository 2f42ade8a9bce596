import { isValidAddress } from '@latch/core';
import { SOLANA_SIGN_IN_PROFILE } from '@latch/core/siwx';
import { solanaAdapter } from './exports/index.js';
import { SOLANA_RULES } from './rules.js';

describe('Solana rules declared to core (SPEC 4 and 5)', () => {
  it('accepts 32 to 44 base58 characters', () => {
    expect(isValidAddress('11111111111111111111111111111111', SOLANA_RULES)).toBe(true);
    expect(isValidAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', SOLANA_RULES)).toBe(true);
    expect(isValidAddress('1'.repeat(44), SOLANA_RULES)).toBe(true);
  });

  it('refuses addresses outside 32 to 44 characters or with non-base58 characters', () => {
    expect(isValidAddress('1'.repeat(31), SOLANA_RULES)).toBe(false);
    expect(isValidAddress('1'.repeat(45), SOLANA_RULES)).toBe(false);
    for (const letter of ['0', 'O', 'I', 'l']) expect(isValidAddress(`${letter}${'1'.repeat(32)}`, SOLANA_RULES)).toBe(false);
    expect(isValidAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', SOLANA_RULES)).toBe(false);
  });

  it('sends SOL only, names the namespace "Solana", signs in with CAIP-122\'s Solana profile, has EOA accounts (SPEC 6), and the adapter declares these rules', () => {
    expect(SOLANA_RULES.sends).toBe('native');
    expect(SOLANA_RULES.label).toBe('Solana');
    expect(SOLANA_RULES.signIn).toBe(SOLANA_SIGN_IN_PROFILE);
    expect(SOLANA_RULES.accountType).toBe('eoa');
    expect(solanaAdapter().rules).toBe(SOLANA_RULES);
  });
});
