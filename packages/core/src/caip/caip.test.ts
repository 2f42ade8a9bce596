import { isCaipAddress, parseCaipAddress, shortenAddress, toCaipAddress } from './address.js';
import { isValidAddress } from './addressRule.js';
import { isChainNamespace } from './namespaces.js';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('address rules (SPEC 5)', () => {
  // Each namespace's rule is its adapter's (adapter-evm and adapter-solana test theirs); core applies it.
  const hex4 = { address: '0x[0-9a-f]{4}|[0-9a-f]{6}' };

  it('accepts an address the declared rule matches whole, every alternative anchored', () => {
    expect(isValidAddress('0xbeef', hex4)).toBe(true);
    expect(isValidAddress('c0ffee', hex4)).toBe(true);
    expect(isValidAddress('0xbeef0', hex4)).toBe(false);
    expect(isValidAddress('xc0ffee', hex4)).toBe(false);
    expect(isValidAddress('', hex4)).toBe(false);
  });

  it('treats a namespace without an adapter (no rule) as invalid', () => {
    expect(isValidAddress(EVM, undefined)).toBe(false);
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
