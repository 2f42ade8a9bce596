// Every endpoint the client reads (SPEC 7), each with an argument, the schema its answer must
// pass and a valid answer that the response fuzzer starts its mutations from.
import type { Schema } from '../src/storage/storage.js';
import * as api from '../src/api/index.js';

export interface EndpointSample {
  name: string;
  service: 'walletApi' | 'blockchainApi';
  kind: 'query' | 'mutation' | 'infinite';
  arg: unknown;
  /** Undefined for writes whose answer carries nothing: their body is ignored. */
  schema?: Schema<unknown>;
  valid: unknown;
}

const ADDRESS = `0x${'ab'.repeat(20)}`;
const amount = (value: string, currency: string) => ({ amount: value, currency });
const currency = { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: ADDRESS }], payment_method_limits: [{ id: 'card', min: '10', max: '500' }] };
const tx = { from: ADDRESS, to: ADDRESS, data: '0x095ea7b3', value: '0', eip155: { gas: '0x5208', gasPrice: '0x9' } };
const profile = { name: 'ada.latch', registered: 1_700_000_000, updated: 1_700_000_100, addresses: { '60': { address: ADDRESS } }, attributes: { bio: 'hi' } };

export const ENDPOINT_SAMPLES: EndpointSample[] = [
  { name: 'getConfig', service: 'walletApi', kind: 'query', arg: undefined, schema: api.configResponseSchema, valid: { features: [{ id: 'email', isEnabled: true, config: null }, { id: 'social_login', isEnabled: true, config: ['google', 'x'] }] } },
  { name: 'getOrigins', service: 'walletApi', kind: 'query', arg: undefined, schema: api.originsResponseSchema, valid: { allowedOrigins: ['http://127.0.0.1:5173'] } },
  { name: 'getWallets', service: 'walletApi', kind: 'query', arg: { page: 1, entries: 40 }, schema: api.walletsResponseSchema, valid: { data: [{ id: 'w1', name: 'Wallet', image_id: 'img', mobile_link: 'wallet://', chains: ['eip155:1'], rdns: 'com.wallet' }], count: 612 } },
  { name: 'getWalletPages', service: 'walletApi', kind: 'infinite', arg: {}, schema: api.walletsResponseSchema, valid: { data: [{ id: 'w1', name: 'Wallet', image_url: 'https://img.example/w1.png' }], count: 1 } },
  { name: 'getAnalyticsConfig', service: 'walletApi', kind: 'query', arg: undefined, schema: api.analyticsConfigResponseSchema, valid: { isAnalyticsEnabled: true } },
  { name: 'getSupportedChains', service: 'blockchainApi', kind: 'query', arg: undefined, schema: api.supportedChainsResponseSchema, valid: { http: ['eip155:31337'], ws: [] } },
  { name: 'getIdentity', service: 'blockchainApi', kind: 'query', arg: { address: ADDRESS }, schema: api.identityResponseSchema, valid: { name: 'ada.latch', avatar: null } },
  {
    name: 'getHistory',
    service: 'blockchainApi',
    kind: 'infinite',
    arg: { account: ADDRESS },
    schema: api.historyResponseSchema,
    valid: {
      data: [
        {
          id: 't1',
          metadata: { minedAt: '2026-11-22T12:00:00Z', chain: 'eip155:31337', operationType: 'send', status: 'confirmed', sentFrom: ADDRESS, sentTo: ADDRESS, hash: '0x12' },
          transfers: [{ direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://img.example/usdc.png' } } }],
        },
      ],
      next: null,
    },
  },
  {
    name: 'getBalance',
    service: 'blockchainApi',
    kind: 'query',
    arg: { address: ADDRESS, chainId: 'eip155:31337' },
    schema: api.balanceResponseSchema,
    valid: { balances: [{ name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:31337', address: `eip155:31337:${ADDRESS}`, value: 1.5, price: 1, quantity: { decimals: '6', numeric: '1.5' }, iconUrl: '' }] },
  },
  { name: 'getSwapQuotes', service: 'blockchainApi', kind: 'query', arg: { amount: '1', userAddress: ADDRESS, from: ADDRESS, to: ADDRESS, gasPrice: '9' }, schema: api.quotesResponseSchema, valid: { quotes: [{ fromAmount: '1', toAmount: '2', fromAccount: ADDRESS, toAccount: ADDRESS }] } },
  { name: 'getSwapTokens', service: 'blockchainApi', kind: 'query', arg: { chainId: 'eip155:31337' }, schema: api.swapTokensResponseSchema, valid: { tokens: [{ name: 'USD Coin', symbol: 'USDC', address: ADDRESS, decimals: 6, logoUri: '' }] } },
  { name: 'getSwapAllowance', service: 'blockchainApi', kind: 'query', arg: { tokenAddress: ADDRESS, userAddress: ADDRESS }, schema: api.allowanceResponseSchema, valid: { allowance: '0', spender: ADDRESS } },
  { name: 'getGasPrice', service: 'blockchainApi', kind: 'query', arg: { chainId: 'eip155:31337' }, schema: api.gasPriceResponseSchema, valid: { standard: '1', fast: '2', instant: '3' } },
  { name: 'buildApprove', service: 'blockchainApi', kind: 'query', arg: { userAddress: ADDRESS, from: ADDRESS, to: ADDRESS }, schema: api.buildTransactionResponseSchema, valid: { tx } },
  { name: 'getProfile', service: 'blockchainApi', kind: 'query', arg: { name: 'ada.latch' }, schema: api.profileSchema, valid: profile },
  { name: 'getReverseProfiles', service: 'blockchainApi', kind: 'query', arg: { address: ADDRESS }, schema: api.reverseProfilesResponseSchema, valid: [profile] },
  { name: 'getNameSuggestions', service: 'blockchainApi', kind: 'query', arg: { name: 'ada', zone: 'latch' }, schema: api.nameSuggestionsResponseSchema, valid: { suggestions: [{ name: 'ada1.latch', registered: false }] } },
  { name: 'getOnrampOptions', service: 'blockchainApi', kind: 'query', arg: {}, schema: api.onrampOptionsResponseSchema, valid: { paymentCurrencies: [currency], purchaseCurrencies: [currency] } },
  { name: 'getSession', service: 'blockchainApi', kind: 'query', arg: { id: 's1' }, schema: api.sessionResponseSchema, valid: { id: 's1', address: ADDRESS, chainId: 'eip155:31337', expiresAt: '2026-12-01T00:00:00Z' } },
  { name: 'getFungiblePrices', service: 'blockchainApi', kind: 'mutation', arg: { addresses: [ADDRESS], projectId: 'latch-test' }, schema: api.fungiblePriceResponseSchema, valid: { fungibles: [{ name: 'USD Coin', symbol: 'USDC', iconUrl: '', price: 1 }] } },
  { name: 'buildSwapTransaction', service: 'blockchainApi', kind: 'mutation', arg: { amount: '1', eip155: { slippage: '0.5' }, projectId: 'latch-test', from: ADDRESS, to: ADDRESS, userAddress: ADDRESS }, schema: api.buildTransactionResponseSchema, valid: { tx } },
  { name: 'registerName', service: 'blockchainApi', kind: 'mutation', arg: { coin_type: 60, address: ADDRESS, message: 'm', signature: '0x1' }, valid: {} },
  { name: 'getOnrampUrl', service: 'blockchainApi', kind: 'mutation', arg: { destinationWallets: [{ address: ADDRESS, blockchains: ['base'] }], partnerUserId: 'u', defaultExperience: 'buy' }, schema: api.onrampUrlResponseSchema, valid: { url: 'https://pay.example/?q=1' } },
  {
    name: 'getOnrampQuote',
    service: 'blockchainApi',
    kind: 'query',
    arg: { purchaseCurrency: currency, paymentCurrency: currency, amount: '100', network: 'base' },
    schema: api.onrampQuoteResponseSchema,
    valid: { coinbaseFee: amount('1', 'USD'), networkFee: amount('0.5', 'USD'), paymentSubtotal: amount('100', 'USD'), paymentTotal: amount('101.5', 'USD'), purchaseAmount: amount('100', 'USDC'), quoteId: 'q1' },
  },
  { name: 'revokeSession', service: 'blockchainApi', kind: 'mutation', arg: { id: 's1', pci: 'p', signature: '0x1' }, valid: {} },
];
