import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnrampCurrency } from '../../api/blockchainApi.js';
import type { OnrampQuoteArgs } from '../../api/client/blockchainEndpoints.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import type { ONRAMP_PROVIDERS } from '../../tradingConstants.js';
import type { Message } from '../../errors/message.js';

export interface OnrampProvider {
  name: (typeof ONRAMP_PROVIDERS)[number]['name'];
  label: string;
  feeRange: string;
  supportedChains: string[];
}

/**
 * The onramp as the person fills it (SPEC 3): the providers, the choice of currencies, the amount
 * typed and which quote it asked for. The currencies offered and the quotes are the API's cache
 * (see selectOnramp).
 */
export interface OnrampFormState {
  /** The namespace the form was filled for: the currency to buy is picked again in another (SPEC 9). */
  namespace?: ChainNamespace;
  providers: OnrampProvider[];
  selectedProvider?: OnrampProvider['name'];
  purchaseCurrency?: OnrampCurrency;
  paymentCurrency?: OnrampCurrency;
  /** What the person pays, as typed (a decimal string). */
  paymentAmount?: string;
  /** Why there is no quote: an amount outside the payment method's limits. */
  error?: Message;
  /** The quote asked for the amount as typed; one asked for an earlier amount is no longer shown. */
  quoteArgs?: OnrampQuoteArgs;
}

const initialState: OnrampFormState = { providers: [] };

export const onrampSlice = createSlice({
  name: 'onramp',
  initialState,
  reducers: {
    /** Opened for `namespace`: in another one than before, the currency bought is that namespace's to pick again. */
    openedFor(state, action: PayloadAction<ChainNamespace>) {
      if (state.namespace !== action.payload) {
        state.purchaseCurrency = undefined;
        state.quoteArgs = undefined;
      }
      state.namespace = action.payload;
    },
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
      state.quoteArgs = undefined;
    },
    paymentAmountSet(state, action: PayloadAction<{ amount: string; error?: Message }>) {
      state.paymentAmount = action.payload.amount;
      state.error = action.payload.error;
      state.quoteArgs = undefined;
    },
    quoteAsked(state, action: PayloadAction<OnrampQuoteArgs>) {
      state.quoteArgs = action.payload;
    },
    reset: () => initialState,
  },
});

declare module '../../store/rootReducer.js' {
  export interface LazyLoadedSlices {
    onramp: OnrampFormState;
  }
}
