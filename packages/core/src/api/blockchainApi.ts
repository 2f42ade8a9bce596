// The Blockchain API contract (SPEC 7): response schemas shared by the client and the services.
import * as z from 'zod/mini';
import { transactionSchema } from './history.js';

export const supportedChainsResponseSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) });

export const identityResponseSchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) });

export const historyResponseSchema = z.object({ data: z.array(transactionSchema), next: z.nullable(z.string()) });

/** A token balance (SPEC 3). */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});
export const balanceResponseSchema = z.object({ balances: z.array(tokenBalanceSchema) });

export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() })),
});

export const quoteSchema = z.object({ fromAmount: z.string(), toAmount: z.string(), fromAccount: z.optional(z.string()), toAccount: z.optional(z.string()) });
export const quotesResponseSchema = z.object({ quotes: z.array(quoteSchema) });

export const swapTokenSchema = z.object({ name: z.string(), symbol: z.string(), address: z.string(), decimals: z.number(), logoUri: z.string() });
export const swapTokensResponseSchema = z.object({ tokens: z.array(swapTokenSchema) });

/** What the account lets the swap router spend; `spender` names that router, which the client checks the approval and the swap against. */
export const allowanceResponseSchema = z.object({ allowance: z.string(), spender: z.optional(z.string()) });

export const gasPriceResponseSchema = z.object({ standard: z.string(), fast: z.string(), instant: z.string() });

/** A transaction the API built for the wallet to sign. */
export const builtTransactionSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.string(),
  value: z.string(),
  eip155: z.optional(z.object({ gas: z.optional(z.string()), gasPrice: z.string() })),
});
export const buildTransactionResponseSchema = z.object({ tx: builtTransactionSchema });
export type BuiltTransaction = z.infer<typeof builtTransactionSchema>;

export const profileSchema = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.optional(z.number()),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.optional(z.record(z.string(), z.string())),
});
export const reverseProfilesResponseSchema = z.array(profileSchema);
export const nameSuggestionsResponseSchema = z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) });

const paymentMethodLimitSchema = z.object({ id: z.string(), min: z.string(), max: z.string() });
/** A purchase or payment currency of the onramp (SPEC 3). */
export const onrampCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.optional(z.array(z.object({ name: z.string(), display_name: z.optional(z.string()), chain_id: z.string(), contract_address: z.optional(z.string()) }))),
  payment_method_limits: z.optional(z.array(paymentMethodLimitSchema)),
});
export const onrampOptionsResponseSchema = z.object({ paymentCurrencies: z.array(onrampCurrencySchema), purchaseCurrencies: z.array(onrampCurrencySchema) });

const amountSchema = z.object({ amount: z.string(), currency: z.string() });
/** An onramp quote (SPEC 3). */
export const onrampQuoteResponseSchema = z.object({
  coinbaseFee: z.optional(amountSchema),
  networkFee: z.optional(amountSchema),
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: z.string(),
});
export const onrampUrlResponseSchema = z.object({ url: z.string() });

export const sessionResponseSchema = z.object({ id: z.string(), address: z.string(), chainId: z.string(), expiresAt: z.optional(z.string()) });

export type TokenBalanceResponse = z.infer<typeof tokenBalanceSchema>;
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
export type QuotesResponse = z.infer<typeof quotesResponseSchema>;
export type SwapTokensResponse = z.infer<typeof swapTokensResponseSchema>;
export type GasPriceResponse = z.infer<typeof gasPriceResponseSchema>;
export type SwapToken = z.infer<typeof swapTokenSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type OnrampCurrency = z.infer<typeof onrampCurrencySchema>;
export type OnrampQuote = z.infer<typeof onrampQuoteResponseSchema>;
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>;
