import { isCaipAddress, isValidAddress, parseCaipAddress, shortenAddress, toCaipAddress } from './address.js';
import { isChainNamespace } from './namespaces.js';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('address rules (SPEC 5)', () => {
  it('accepts 40 hex digits on eip155, with or without 0x', () => {
    expect(isValidAddress(EVM, 'eip155')).toBe(true);
    expect(isValidAddress(EVM.slice(2), 'eip155')).toBe(true);
  });

  it('refuses eip155 addresses of the wrong length or with non-hex digits', () => {
    expect(isValidAddress(EVM.slice(0, 41), 'eip155')).toBe(false);
    expect(isValidAddress(`${EVM}0`, 'eip155')).toBe(false);
    expect(isValidAddress(EVM.replace('C', 'G'), 'eip155')).toBe(false);
    expect(isValidAddress('', 'eip155')).toBe(false);
  });

  it('accepts 32 to 44 base58 characters on solana', () => {
    expect(isValidAddress('11111111111111111111111111111111', 'solana')).toBe(true);
    expect(isValidAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'solana')).toBe(true);
    expect(isValidAddress('1'.repeat(44), 'solana')).toBe(true);
  });

  it('refuses solana addresses outside 32 to 44 characters or with non-base58 characters', () => {
    expect(isValidAddress('1'.repeat(31), 'solana')).toBe(false);
    expect(isValidAddress('1'.repeat(45), 'solana')).toBe(false);
    expect(isValidAddress(`0${'1'.repeat(32)}`, 'solana')).toBe(false);
    expect(isValidAddress(`O${'1'.repeat(32)}`, 'solana')).toBe(false);
    expect(isValidAddress(`l${'1'.repeat(32)}`, 'solana')).toBe(false);
  });

  it('treats every other namespace as invalid', () => {
    for (const namespace of ['bip122', 'polkadot', 'cosmos', 'unknown']) {
      expect(isValidAddress(EVM, namespace)).toBe(false);
    }
  });
});

describe('CAIP addresses (SPEC 5)', () => {
  it('parses namespace, chain id and address', () => {
    expect(parseCaipAddress(`eip155:31337:${EVM}`)).toEqual({
      namespace: 'eip155',
      chainId: '31337',
      address: EVM,
      caipNetworkId: 'eip155:31337',
    });
  });

  it('needs three non-empty parts', () => {
    expect(parseCaipAddress(`eip155:1`)).toBeNull();
    expect(parseCaipAddress(`eip155::${EVM}`)).toBeNull();
    expect(parseCaipAddress(`:1:${EVM}`)).toBeNull();
    expect(parseCaipAddress(`eip155:1:`)).toBeNull();
    expect(parseCaipAddress(`eip155:1:${EVM}:extra`)).toBeNull();
  });

  it('needs a known namespace', () => {
    expect(parseCaipAddress(`tron:1:${EVM}`)).toBeNull();
    expect(isCaipAddress(`cosmos:cosmoshub-4:cosmos1abc`)).toBe(true);
    expect(isCaipAddress(42)).toBe(false);
  });

  it('builds CAIP-10 ids and knows the five namespaces', () => {
    expect(toCaipAddress('eip155', 1, EVM)).toBe(`eip155:1:${EVM}`);
    expect(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'].every(isChainNamespace)).toBe(true);
    expect(isChainNamespace('tron')).toBe(false);
  });

  it('shortens an address to its first and last four characters', () => {
    expect(shortenAddress(EVM)).toBe('0x7099…79C8');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });
});
