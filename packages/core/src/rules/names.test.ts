import { ErrorMessages } from '../errors/catalogue.js';
import { coinTypeForChainId, isValidAccountName } from './names.js';

describe('account names (SPEC 5)', () => {
  it.each(['alice', 'abcd', 'my-name-2', 'A1B2'])('accepts %s', (name) => expect(isValidAccountName(name)).toBe(true));
  it.each(['abc', '', 'with space', 'dot.ted', 'under_score', 'émile', 'name!'])('refuses %p', (name) => expect(isValidAccountName(name)).toBe(false));
});

describe('coin type of a chain id (SPEC 5)', () => {
  it('sets the top bit (ENSIP-11)', () => {
    expect(coinTypeForChainId(1)).toBe(2147483649);
    expect(coinTypeForChainId(10)).toBe(2147483658);
    expect(coinTypeForChainId(2147483647)).toBe(4294967295);
  });

  it('says "Invalid chainId" from 2147483648 on', () => {
    expect(() => coinTypeForChainId(2147483648)).toThrow(ErrorMessages.invalidChainId.text);
    expect(() => coinTypeForChainId(-1)).toThrow('Invalid chainId');
    expect(() => coinTypeForChainId(1.5)).toThrow('Invalid chainId');
  });
});
