import type { Transaction } from '../api/history.js';
import type { TokenBalance } from '../features/account/accountsSlice.js';
import { parseAssetDiscovery } from './assetDiscovery.js';
import { forActiveNetwork, normalizeSearch, withoutLowQualityTokens, withoutSpamNfts } from './lists.js';

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
});

const tx = (id: string, chain: string, transfers: Transaction['transfers']): Transaction => ({
  id,
  metadata: { minedAt: '2026-11-22T00:00:00Z', chain, operationType: 'send', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
  transfers,
});
const nft = (spam: boolean) => ({ quantity: { numeric: '1' }, nft_info: { name: 'n', flags: { is_spam: spam } } });
const fungible = { quantity: { numeric: '1.5' }, fungible_info: { symbol: 'USDC' } };

describe('lists (SPEC 5)', () => {
  it('searches on trimmed text', () => {
    expect(normalizeSearch('  meta mask \n')).toBe('meta mask');
  });

  it('drops tokens with zero decimals as low quality', () => {
    expect(withoutLowQualityTokens([token('USDC', '6'), token('JUNK', '0'), token('DAI', '18')]).map((t) => t.symbol)).toEqual(['USDC', 'DAI']);
  });

  it('hides NFT transactions whose transfers are all spam, and only those', () => {
    const kept = withoutSpamNfts([tx('all-spam', 'eip155:1', [nft(true), nft(true)]), tx('some-spam', 'eip155:1', [nft(true), nft(false)]), tx('token', 'eip155:1', [fungible]), tx('none', 'eip155:1', [])]);
    expect(kept.map((t) => t.id)).toEqual(['some-spam', 'token', 'none']);
  });

  it('shows transactions of the active network only', () => {
    expect(forActiveNetwork([tx('a', 'eip155:1', []), tx('b', 'eip155:10', []), tx('c', 'eip155:1', [])], 'eip155:1').map((t) => t.id)).toEqual(['a', 'c']);
  });
});

describe('asset discovery responses (SPEC 5)', () => {
  const asset = {
    address: '0xa0b8',
    balance: '0x10',
    type: 'ERC20',
    metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://example.invalid/usdc.png' },
  };

  it('reads a well-formed response', () => {
    expect(parseAssetDiscovery({ '0x1': [asset, { ...asset, type: 'NATIVE' }] })?.['0x1']).toHaveLength(2);
  });

  it.each([
    ['a wrong type', { ...asset, type: 'ERC721' }],
    ['decimals as a string', { ...asset, metadata: { ...asset.metadata, decimals: '6' } }],
    ['price missing', { ...asset, metadata: { ...asset.metadata, price: undefined } }],
    ['balance as a number', { ...asset, balance: 16 }],
    ['no iconUrl', { ...asset, metadata: { name: 'x', symbol: 'x', decimals: 1, price: 1 } }],
  ])('ignores the whole response when an asset has %s', (_case, bad) => {
    expect(parseAssetDiscovery({ '0x1': [asset, bad] })).toBeUndefined();
  });

  it('ignores a response that is not an object of lists', () => {
    expect(parseAssetDiscovery([asset])).toBeUndefined();
    expect(parseAssetDiscovery(null)).toBeUndefined();
  });
});
