import { createSelector } from '@reduxjs/toolkit';
import type { OnrampCurrency, OnrampOptionsResponse, OnrampQuote } from '../../api/blockchainApi.js';
import { isSettled, selectCachedQuery } from '../../api/queryCache.js';
import type { LatchState } from '../../store/rootReducer.js';
import { fallbackOnrampOptions, mockedOnrampQuote } from './onrampOptions.js';
import type { OnrampFormState } from './onrampSlice.js';

/** The onramp with what the API answered for it: the currencies offered and the quote. */
export interface OnrampState extends Omit<OnrampFormState, 'quoteArgs'> {
  purchaseCurrencies: OnrampCurrency[];
  paymentCurrencies: OnrampCurrency[];
  /** What they receive, from the quote. */
  purchaseAmount?: string;
  quote?: OnrampQuote;
  /** True when the options call failed and the built-in fallback is shown (SPEC 8). */
  usingFallbackOptions: boolean;
  loadingOptions: boolean;
  loadingQuote: boolean;
}

const FALLBACK = fallbackOnrampOptions();
const optionsAnswer = (state: LatchState) => selectCachedQuery<OnrampOptionsResponse>(state, 'getOnrampOptions', {});
const quoteAnswer = (state: LatchState) => (state.onramp?.quoteArgs ? selectCachedQuery<OnrampQuote>(state, 'getOnrampQuote', state.onramp.quoteArgs) : undefined);

/** The currencies offered: the options call's, or the built-in fallback once it failed or listed none (SPEC 8). */
export const selectOnrampOptions = createSelector([optionsAnswer], (answer) => {
  const data = answer?.data;
  const answered = data !== undefined && data.purchaseCurrencies.length > 0 && data.paymentCurrencies.length > 0;
  const settled = isSettled(answer);
  return { ...(answered ? data : settled ? FALLBACK : { purchaseCurrencies: [], paymentCurrencies: [] }), fallback: settled && !answered, loading: !settled };
});

/** The onramp and its answers, once the onramp flow has loaded (its slice joins the store then). */
export const selectOnramp = createSelector([(state: LatchState) => state.onramp, selectOnrampOptions, quoteAnswer], (form, options, answer): OnrampState | undefined => {
  if (!form) return undefined;
  const { quoteArgs, ...fields } = form;
  const settled = isSettled(answer);
  const quote = !quoteArgs || !settled ? undefined : answer?.data?.quoteId ? answer.data : mockedOnrampQuote(quoteArgs.amount, quoteArgs.paymentCurrency.id, quoteArgs.purchaseCurrency.id);
  return {
    ...fields,
    purchaseCurrencies: options.purchaseCurrencies,
    paymentCurrencies: options.paymentCurrencies,
    usingFallbackOptions: options.fallback,
    loadingOptions: options.loading,
    quote,
    purchaseAmount: quote?.purchaseAmount.amount,
    loadingQuote: quoteArgs !== undefined && !settled,
  };
});
