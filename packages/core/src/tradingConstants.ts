// SPEC 9's onramp and swap constants. Apart from constants.ts, which the page's entry carries:
// these ride with the Buy and Swap flows that use them.

// Onramp.
export const ONRAMP_PROVIDERS = [
  { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', supportedChains: ['eip155'] },
  { name: 'meld', label: 'Meld', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] },
] as const;
export const ONRAMP_FALLBACK_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const;
export const ONRAMP_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const;
export const ONRAMP_DEFAULT_PURCHASE_TOKEN = 'USDC';
export const ONRAMP_SDK_CHAINS = ['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base'] as const;
/** Timezones of mainland China, Hong Kong and Macau, where the onramp is not offered. */
export const ONRAMP_RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
] as const;

/** Symbols the swap's token picker suggests first, in this order, where the network offers them (SPEC 9). */
export const SWAP_SUGGESTED_TOKENS = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC'] as const;
/** Symbols listed ahead of the network's other tokens, in this order, where the network offers them (SPEC 9). */
export const SWAP_POPULAR_TOKENS = ['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'UNI', 'LINK', 'AAVE', 'ARB', 'OP', 'POL', 'BNB', 'AVAX', 'SOL', 'LDO', 'MKR', '1INCH', 'CRV', 'COMP'] as const;
/**
 * How the convert API names a namespace's native currency where a token address is expected (SPEC 9),
 * the convention of the hosted API it follows; compared without regard to case.
 */
export const NATIVE_TOKEN_ADDRESS: Readonly<Record<'eip155' | 'solana', string>> = {
  eip155: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  solana: 'So11111111111111111111111111111111111111111',
};

/** EIP-155 chain ids where swaps are offered (SPEC 9). */
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const;
