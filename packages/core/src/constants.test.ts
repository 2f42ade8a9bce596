import * as base from './constants.js';
import * as trading from './tradingConstants.js';

const c = { ...base, ...trading };

// SPEC 9 to the letter: a change here is a change of the product.
describe('SPEC 9 constants', () => {
  it('has the cache lifetimes and timings of SPEC 9', () => {
    expect([c.PORTFOLIO_CACHE_MS, c.ENS_NAME_CACHE_MS, c.IDENTITY_CACHE_MS]).toEqual([30_000, 300_000, 300_000]);
    expect([c.PAIRING_EXPIRY_MS, c.PAIRING_EXPIRY_MARGIN_MS, c.BALANCE_RETRY_GAP_MS]).toEqual([240_000, 10_000, 30_000]);
    expect([c.SNACK_SWAP_DELAY_MS, c.MODAL_SHAKE_MS, c.IMAGE_PRELOAD_TIMEOUT_MS]).toEqual([150, 500, 2_000]);
    expect(Object.values(c.ANIMATION_DURATIONS_MS)).toEqual([120, 150, 150]);
    expect(c.ERROR_TELEMETRY_PER_MINUTE).toBe(5);
  });

  it('has the wallet list limits, display and trading values', () => {
    expect([c.RECENT_WALLETS_MAX, c.WALLETS_PAGE_SIZE, c.RECOMMENDED_WALLETS_COUNT, c.FEATURED_WALLETS_DEFAULT_COUNT]).toEqual([2, 40, 4, 4]);
    expect([c.WALLET_SEARCH_RESULTS, c.WALLET_SEARCH_DEBOUNCE_MS]).toEqual([100, 300]);
    expect([c.SLIPPAGE_TOLERANCE, c.BALANCE_DISPLAY_DECIMALS, c.TOKEN_BALANCE_DISPLAY_DECIMALS]).toEqual([1, 3, 2]);
    expect([c.DEFAULT_Z_INDEX, c.SDK_VERSION, c.DEFAULT_CHAIN]).toEqual([999, '4', 'eip155:1']);
  });

  it('has the default orders of SPEC 2', () => {
    expect(c.DEFAULT_CONNECT_METHOD_ORDER).toEqual(['email', 'social', 'wallet']);
    expect(c.DEFAULT_CONNECTOR_TYPE_ORDER).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']);
    expect(c.DEFAULT_WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('has the default features and remote features', () => {
    const on = Object.entries(c.DEFAULT_FEATURES).filter(([, v]) => v).map(([k]) => k);
    const off = Object.entries(c.DEFAULT_FEATURES).filter(([, v]) => !v).map(([k]) => k);
    expect(on).toEqual(['receive', 'send', 'emailShowWallets', 'analytics', 'allWallets']);
    expect(off).toEqual(['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay']);
    expect(c.DEFAULT_REMOTE_FEATURES).toEqual({
      swaps: ['1inch'],
      onramp: ['coinbase', 'meld'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      branding: true,
    });
  });

  it('has the onramp values', () => {
    expect(c.ONRAMP_PROVIDERS.map((p) => [p.name, p.feeRange, p.supportedChains])).toEqual([
      ['coinbase', '1-2%', ['eip155']],
      ['meld', '1-2%', ['eip155', 'solana']],
    ]);
    expect(c.ONRAMP_FALLBACK_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]);
    expect(c.ONRAMP_PAYMENT_CURRENCIES).toEqual(['USD', 'EUR']);
    expect(c.ONRAMP_DEFAULT_PURCHASE_TOKEN).toBe('USDC');
    expect(c.ONRAMP_SDK_CHAINS).toEqual(['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base']);
    expect(c.ONRAMP_RESTRICTED_TIMEZONES).toEqual(expect.arrayContaining(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']));
  });

  it('has the swap networks of SPEC 9 (its chain support per namespace is api/serviceSupport.ts)', () => {
    expect(c.SWAP_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]);
  });
});
