import { ENS_NAME_CACHE_MS, IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS } from '../../constants.js';
import {
  allowanceResponseSchema,
  balanceResponseSchema,
  buildTransactionResponseSchema,
  fungiblePriceResponseSchema,
  gasPriceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nameSuggestionsResponseSchema,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  profileSchema,
  quotesResponseSchema,
  reverseProfilesResponseSchema,
  sessionResponseSchema,
  supportedChainsResponseSchema,
  swapTokensResponseSchema,
} from '../blockchainApi.js';
import type * as z from 'zod/mini';
import type { Schema } from '../../storage/storage.js';
import type { OnrampCurrency } from '../blockchainApi.js';
import type { LatchQueryArgs } from './baseQuery.js';
import { latchApi } from './latchApi.js';

export interface SwapBuildBody {
  amount: string;
  eip155: { slippage: string };
  projectId: string;
  from: string;
  to: string;
  userAddress: string;
  disableEstimate?: boolean;
}

export interface HistoryArgs {
  account: string;
  chainId?: string;
  onramp?: string;
}

export interface OnrampQuoteArgs {
  purchaseCurrency: OnrampCurrency;
  paymentCurrency: OnrampCurrency;
  amount: string;
  network: string;
}

export interface OnrampUrlBody {
  destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[];
  defaultNetwork?: string;
  partnerUserId: string;
  defaultExperience: 'buy';
  presetCryptoAmount?: number;
  presetFiatAmount?: number;
}

const seconds = (ms: number) => ms / 1000;
/** The answer of a write that carries nothing: its body, whatever it is, is ignored (never kept in the store). */
const emptyObject = { safeParse: () => ({ success: true as const, data: {} }) };
const chain = 'blockchainApi' as const;
const noTransaction = { tx: { from: '', to: '', data: '0x', value: '0' } };

/** A POST to the Blockchain API: `body` to `path`, the answer read by `schema`, `empty` while skipped. */
const post =
  <T>(path: string, schema: Schema<T>, empty: T) =>
  (body: unknown): LatchQueryArgs<T> => ({ service: chain, method: 'POST', path, body, schema, empty });

/** Blockchain API (SPEC 7), with the cache lifetimes of SPEC 9. */
export const blockchainApi = latchApi.injectEndpoints({
  endpoints: (build) => ({
    getSupportedChains: build.query<z.infer<typeof supportedChainsResponseSchema>, void>({
      query: () => ({ service: chain, path: 'v1/supported-chains', schema: supportedChainsResponseSchema, empty: { http: [], ws: [] } }),
    }),
    getIdentity: build.query<z.infer<typeof identityResponseSchema>, { address: string; sender?: string }>({
      query: ({ address, sender }: { address: string; sender?: string }) => ({ service: chain, path: `/v1/identity/${address}`, query: { sender }, schema: identityResponseSchema, empty: { name: null, avatar: null } }),
      keepUnusedDataFor: seconds(IDENTITY_CACHE_MS),
    }),
    /** The account's history, one cache entry for all its pages; the next by the cursor of the last (SPEC 5). */
    getHistory: build.infiniteQuery<z.infer<typeof historyResponseSchema>, HistoryArgs, string>({
      infiniteQueryOptions: { initialPageParam: '', getNextPageParam: (lastPage) => lastPage.next },
      query: ({ queryArg: { account, onramp, chainId }, pageParam }) => ({
        service: chain,
        path: `/v1/account/${account}/history`,
        query: { cursor: pageParam || undefined, onramp, chainId },
        schema: historyResponseSchema,
        empty: { data: [], next: null },
      }),
    }),
    getBalance: build.query<z.infer<typeof balanceResponseSchema>, { address: string; chainId: string; forceUpdate?: string }>({
      query: ({ address, chainId, forceUpdate }: { address: string; chainId: string; forceUpdate?: string }) => ({
        service: chain,
        path: `/v1/account/${address}/balance`,
        query: { currency: 'usd', chainId, forceUpdate },
        schema: balanceResponseSchema,
        empty: { balances: [] },
      }),
      keepUnusedDataFor: seconds(PORTFOLIO_CACHE_MS),
    }),
    getSwapQuotes: build.query<z.infer<typeof quotesResponseSchema>, { amount: string; userAddress: string; from: string; to: string; gasPrice: string }>({
      query: (query: { amount: string; userAddress: string; from: string; to: string; gasPrice: string }) => ({ service: chain, path: '/v1/convert/quotes', query, schema: quotesResponseSchema, empty: { quotes: [] } }),
    }),
    getSwapTokens: build.query<z.infer<typeof swapTokensResponseSchema>, { chainId: string }>({
      query: ({ chainId }: { chainId: string }) => ({ service: chain, path: '/v1/convert/tokens', query: { chainId }, schema: swapTokensResponseSchema, empty: { tokens: [] } }),
    }),
    getSwapAllowance: build.query<z.infer<typeof allowanceResponseSchema>, { tokenAddress: string; userAddress: string }>({
      query: (query: { tokenAddress: string; userAddress: string }) => ({ service: chain, path: '/v1/convert/allowance', query, schema: allowanceResponseSchema, empty: { allowance: '0' } }),
    }),
    getGasPrice: build.query<z.infer<typeof gasPriceResponseSchema>, { chainId: string }>({
      query: ({ chainId }: { chainId: string }) => ({ service: chain, path: '/v1/convert/gas-price', query: { chainId }, schema: gasPriceResponseSchema, empty: { standard: '0', fast: '0', instant: '0' } }),
    }),
    buildApprove: build.query<z.infer<typeof buildTransactionResponseSchema>, { userAddress: string; from: string; to: string; amount?: string }>({
      query: (query: { userAddress: string; from: string; to: string; amount?: string }) => ({ service: chain, path: '/v1/convert/build-approve', query, schema: buildTransactionResponseSchema, empty: noTransaction }),
    }),
    getProfile: build.query<z.infer<typeof profileSchema>, { name: string }>({
      query: ({ name }: { name: string }) => ({ service: chain, path: `/v1/profile/account/${name}`, query: { apiVersion: '2' }, schema: profileSchema, empty: { name, registered: 0, addresses: {} } }),
      keepUnusedDataFor: seconds(ENS_NAME_CACHE_MS),
    }),
    getReverseProfiles: build.query<z.infer<typeof reverseProfilesResponseSchema>, { address: string; sender?: string }>({
      query: ({ address, sender }: { address: string; sender?: string }) => ({ service: chain, path: `/v1/profile/reverse/${address}`, query: { sender, apiVersion: '2' }, schema: reverseProfilesResponseSchema, empty: [] }),
      keepUnusedDataFor: seconds(ENS_NAME_CACHE_MS),
    }),
    getNameSuggestions: build.query<z.infer<typeof nameSuggestionsResponseSchema>, { name: string; zone: string }>({
      query: ({ name, zone }: { name: string; zone: string }) => ({ service: chain, path: `/v1/profile/suggestions/${name}`, query: { zone }, schema: nameSuggestionsResponseSchema, empty: { suggestions: [] } }),
    }),
    getOnrampOptions: build.query<z.infer<typeof onrampOptionsResponseSchema>, { purchaseCurrencies?: string[]; paymentCurrencies?: string[] }>({
      query: (query: { purchaseCurrencies?: string[]; paymentCurrencies?: string[] }) => ({ service: chain, path: '/v1/onramp/options', query, schema: onrampOptionsResponseSchema, empty: { paymentCurrencies: [], purchaseCurrencies: [] } }),
    }),
    getSession: build.query<z.infer<typeof sessionResponseSchema>, { id: string }>({
      query: ({ id }: { id: string }) => ({ service: chain, path: `/v1/sessions/${id}`, schema: sessionResponseSchema, empty: { id, address: '', chainId: '' } }),
    }),
    getFungiblePrices: build.mutation<z.infer<typeof fungiblePriceResponseSchema>, { addresses: string[]; projectId: string }>({
      query: ({ addresses, projectId }: { addresses: string[]; projectId: string }) => post('/v1/fungible/price', fungiblePriceResponseSchema, { fungibles: [] })({ currency: 'usd', addresses, projectId }),
    }),
    buildSwapTransaction: build.mutation<z.infer<typeof buildTransactionResponseSchema>, SwapBuildBody>({
      query: post('/v1/convert/build-transaction', buildTransactionResponseSchema, noTransaction),
    }),
    registerName: build.mutation<unknown, { coin_type: number; address: string; message: string; signature: string }>({
      query: post('/v1/profile/account', emptyObject, {}),
    }),
    getOnrampUrl: build.mutation<z.infer<typeof onrampUrlResponseSchema>, OnrampUrlBody>({
      query: post('/v1/generators/onrampurl', onrampUrlResponseSchema, { url: '' }),
    }),
    /** A POST, but a read: a query, so its answer is cached by what it asks. */
    getOnrampQuote: build.query<z.infer<typeof onrampQuoteResponseSchema>, OnrampQuoteArgs>({
      query: post('/v1/onramp/quote', onrampQuoteResponseSchema, {
        paymentSubtotal: { amount: '0', currency: '' },
        paymentTotal: { amount: '0', currency: '' },
        purchaseAmount: { amount: '0', currency: '' },
        quoteId: '',
      }),
    }),
    revokeSession: build.mutation<unknown, { id: string; pci: string; signature: string }>({
      query: ({ id, pci, signature }: { id: string; pci: string; signature: string }) => post(`/v1/sessions/${id}/revoke`, emptyObject, {})({ pci, signature }),
    }),
  }),
});
