import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnrampCurrency, OnrampQuote } from '../../api/blockchainApi.js';
import type { ONRAMP_PROVIDERS } from '../../tradingConstants.js';
import { fetchOnrampOptions, fetchOnrampQuote } from './onrampRequests.js';

export interface OnrampProvider {
  name: (typeof ONRAMP_PROVIDERS)[number]['name'];
  label: string;
  feeRange: string;
  supportedChains: string[];
}

/** The onramp (SPEC 3): providers, currencies, amounts and the quote. */
export interface OnrampState {
  providers: OnrampProvider[];
  selectedProvider?: OnrampProvider['name'];
  purchaseCurrencies: OnrampCurrency[];
  paymentCurrencies: OnrampCurrency[];
  purchaseCurrency?: OnrampCurrency;
  paymentCurrency?: OnrampCurrency;
  /** What the person pays, as typed (a decimal string). */
  paymentAmount?: string;
  /** What they receive, from the quote. */
  purchaseAmount?: string;
  quote?: OnrampQuote;
  /** True when the options call failed and the built-in fallback is shown (SPEC 8). */
  usingFallbackOptions: boolean;
  loadingOptions: boolean;
  loadingQuote: boolean;
  /** Why there is no quote: an amount outside the payment method's limits. */
  error?: string;
}

const initialState: OnrampState = { providers: [], purchaseCurrencies: [], paymentCurrencies: [], usingFallbackOptions: false, loadingOptions: false, loadingQuote: false };

export const onrampSlice = createSlice({
  name: 'onramp',
  initialState,
  reducers: {
    providersSet(state, action: PayloadAction<OnrampProvider[]>) {
      state.providers = action.payload;
      if (!action.payload.some((p) => p.name === state.selectedProvider)) state.selectedProvider = undefined;
    },
    providerSelected(state, action: PayloadAction<OnrampProvider['name']>) {
      state.selectedProvider = action.payload;
    },
    currenciesSelected(state, action: PayloadAction<{ purchaseCurrency?: OnrampCurrency; paymentCurrency?: OnrampCurrency }>) {
      if (action.payload.purchaseCurrency) state.purchaseCurrency = action.payload.purchaseCurrency;
      if (action.payload.paymentCurrency) state.paymentCurrency = action.payload.paymentCurrency;
      state.quote = undefined;
      state.purchaseAmount = undefined;
    },
    paymentAmountSet(state, action: PayloadAction<{ amount: string; error?: string }>) {
      state.paymentAmount = action.payload.amount;
      state.error = action.payload.error;
      state.quote = undefined;
      state.purchaseAmount = undefined;
      state.loadingQuote = action.payload.error === undefined && action.payload.amount !== '';
    },
    reset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchOnrampOptions.pending, (state) => {
        state.loadingOptions = true;
      })
      .addCase(fetchOnrampOptions.fulfilled, (state, { payload }) => {
        const { purchaseCurrencies, paymentCurrencies, purchaseCurrency, paymentCurrency, fallback } = payload;
        Object.assign(state, { purchaseCurrencies, paymentCurrencies, purchaseCurrency, paymentCurrency, usingFallbackOptions: fallback, loadingOptions: false });
      })
      .addCase(fetchOnrampQuote.fulfilled, (state, action) => {
        // An answer for an amount the person has since changed is dropped.
        if (state.paymentAmount !== action.meta.arg.amount) return;
        state.quote = action.payload;
        state.purchaseAmount = action.payload.purchaseAmount.amount;
        state.loadingQuote = false;
      });
  },
});

declare module '../../store/rootReducer.js' {
  export interface LazyLoadedSlices {
    onramp: OnrampState;
  }
}
