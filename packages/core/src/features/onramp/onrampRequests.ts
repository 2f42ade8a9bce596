// The onramp's requests to the Blockchain API (SPEC 7), as async thunks: the slice follows their
// pending and fulfilled actions. Neither fails for the person: SPEC 8 has a fallback for each.
import type { OnrampCurrency, OnrampQuote } from '../../api/blockchainApi.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { ONRAMP_PAYMENT_CURRENCIES, onrampDestinationCurrency } from '../../tradingConstants.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { fallbackOnrampOptions } from './onrampOptions.js';

/**
 * The currencies from the options call, or the built-in fallback when it fails (SPEC 8), with the
 * namespace's destination currency (SOL on Solana, else USDC) and USD picked.
 */
export const fetchOnrampOptions = createLatchAsyncThunk('onramp/fetchOptions', async (namespace: ChainNamespace, { dispatch, extra }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getOnrampOptions.initiate({}, { subscribe: false }));
  const answered = result.data && result.data.purchaseCurrencies.length > 0 && result.data.paymentCurrencies.length > 0;
  const options = answered ? result.data! : fallbackOnrampOptions();
  const destination = onrampDestinationCurrency(namespace);
  return {
    ...options,
    purchaseCurrency: options.purchaseCurrencies.find((c) => c.symbol === destination || c.id === destination) ?? options.purchaseCurrencies[0],
    paymentCurrency: options.paymentCurrencies.find((c) => c.id === ONRAMP_PAYMENT_CURRENCIES[0]) ?? options.paymentCurrencies[0],
    fallback: !answered,
  };
});

/** The quote the onramp shows when the quote call fails (SPEC 8): the amount itself, no fees. */
export function mockedOnrampQuote(amount: string, paymentCurrency: string, purchaseCurrency: string): OnrampQuote {
  const money = (currency: string) => ({ amount, currency });
  return { paymentSubtotal: money(paymentCurrency), paymentTotal: money(paymentCurrency), purchaseAmount: money(purchaseCurrency), quoteId: 'mocked-quote-id' };
}

export interface OnrampQuoteRequest {
  /** The amount as typed: a quote for an amount since changed is dropped. */
  amount: string;
  purchaseCurrency: OnrampCurrency;
  paymentCurrency: OnrampCurrency;
  network: string;
}

/** What `amount` buys; the mocked quote when the call fails (SPEC 8). */
export const fetchOnrampQuote = createLatchAsyncThunk('onramp/fetchQuote', async ({ amount, purchaseCurrency, paymentCurrency, network }: OnrampQuoteRequest, { dispatch, extra }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getOnrampQuote.initiate({ purchaseCurrency, paymentCurrency, amount, network }));
  return result.data?.quoteId ? result.data : mockedOnrampQuote(amount, paymentCurrency.id, purchaseCurrency.id);
});
