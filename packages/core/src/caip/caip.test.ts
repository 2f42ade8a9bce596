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

  it('needs a namespace written as CAIP-2 writes one, whether or not core has an adapter for it', () => {
    expect(parseCaipAddress(`Tron:1:${EVM}`)).toBeNull();
    expect(parseCaipAddress(`tr:1:${EVM}`)).toBeNull();
    expect(parseCaipAddress(`tron:mainnet:T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb`)).toEqual({ namespace: 'tron', chainId: 'mainnet', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', caipNetworkId: 'tron:mainnet' });
    expect(isCaipAddress(`cosmos:cosmoshub-4:cosmos1abc`)).toBe(true);
    expect(isCaipAddress(42)).toBe(false);
  });

  it("builds CAIP-10 ids, and checks a namespace by CAIP-2's syntax: 3 to 8 of a-z, 0-9 and -", () => {
    expect(toCaipAddress('eip155', 1, EVM)).toBe(`eip155:1:${EVM}`);
    expect(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'tron', 'hedera', 'abc', 'a-b-c-12'].every(isChainNamespace)).toBe(true);
    expect(['', 'ab', 'abcdefghi', 'EIP155', 'eip_155', 'eip155:1', ' solana', 42, undefined].some(isChainNamespace)).toBe(false);
  });

  it('shortens an address to its first and last four characters', () => {
    expect(shortenAddress(EVM)).toBe('0x7099…79C8');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });
});
