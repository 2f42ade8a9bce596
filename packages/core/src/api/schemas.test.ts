import {
  balanceResponseSchema,
  configResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  onrampQuoteResponseSchema,
  walletsResponseSchema,
} from './index.js';

const valid = {
  config: { features: [{ id: 'email', isEnabled: true, config: null }, { id: 'social_login', isEnabled: true, config: ['google', 'x'] }] },
  wallets: { data: [{ id: 'w1', name: 'Wallet', image_id: 'img', mobile_link: 'wallet://', chains: ['eip155:1'] }], count: 612 },
  balance: { balances: [{ name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:31337', address: 'eip155:31337:0xabc', value: 1.5, price: 1, quantity: { decimals: '6', numeric: '1.5' }, iconUrl: '' }] },
  history: {
    data: [{ id: 't1', metadata: { minedAt: '2026-11-22T12:00:00Z', chain: 'eip155:31337', operationType: 'send', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' }, transfers: [{ quantity: { numeric: '1.5' }, fungible_info: { symbol: 'USDC' } }] }],
    next: null,
  },
  identity: { name: 'alice.latch', avatar: null },
  quote: { paymentSubtotal: { amount: '100', currency: 'USD' }, paymentTotal: { amount: '101.5', currency: 'USD' }, purchaseAmount: { amount: '100', currency: 'USDC' }, quoteId: 'q1' },
};

describe('API contract schemas (SPEC 7)', () => {
  it('accept the shapes the services answer with', () => {
    expect(configResponseSchema.safeParse(valid.config).success).toBe(true);
    expect(walletsResponseSchema.safeParse(valid.wallets).success).toBe(true);
    expect(balanceResponseSchema.safeParse(valid.balance).success).toBe(true);
    expect(historyResponseSchema.safeParse(valid.history).success).toBe(true);
    expect(identityResponseSchema.safeParse(valid.identity).success).toBe(true);
    expect(onrampQuoteResponseSchema.safeParse(valid.quote).success).toBe(true);
  });

  it.each([
    ['a feature without isEnabled', configResponseSchema, { features: [{ id: 'email' }] }],
    ['wallets without count', walletsResponseSchema, { data: [] }],
    ['a balance with numeric decimals', balanceResponseSchema, { balances: [{ ...valid.balance.balances[0], quantity: { decimals: 6, numeric: '1' } }] }],
    ['history without next', historyResponseSchema, { data: [] }],
    ['a transaction without metadata', historyResponseSchema, { data: [{ id: 't', transfers: [] }], next: null }],
    ['an identity without avatar', identityResponseSchema, { name: 'alice' }],
    ['a quote without its id', onrampQuoteResponseSchema, { ...valid.quote, quoteId: undefined }],
  ] as const)('refuse %s', (_case, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
