import { createSelector } from '@reduxjs/toolkit';
import type { OnrampCurrency, OnrampOptionsResponse, OnrampQuote } from '../../api/blockchainApi.js';
import { isSettled, selectCachedQuery } from '../../api/queryCache.js';
import type { LatchState } from '../../store/rootReducer.js';
import type { CaipNetwork } from '../../caip/network.js';
import { selectActiveNetwork } from '../networks/selectors.js';
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

/** Whether the currency lists `network` among those it is bought on, by chain id or CAIP-2 id. */
const boughtOn = (currency: OnrampCurrency, network: CaipNetwork) => currency.networks?.some((n) => n.chain_id === String(network.id) || n.name === network.caipNetworkId) ?? false;

/**
 * The currencies that can be bought for the active network's account: those the options list it
 * for, and those that list no network. Where none lists it (the built-in fallback names networks
 * its own way) every one stays, as nothing tells them apart.
 */
export const selectOnrampPurchaseCurrencies = createSelector([selectOnrampOptions, selectActiveNetwork], ({ purchaseCurrencies }, network) => {
  if (!network || !purchaseCurrencies.some((currency) => boughtOn(currency, network))) return purchaseCurrencies;
  return purchaseCurrencies.filter((currency) => !currency.networks?.length || boughtOn(currency, network));
});

/** The onramp and its answers, once the onramp flow has loaded (its slice joins the store then). */
export const selectOnramp = createSelector([(state: LatchState) => state.onramp, selectOnrampOptions, selectOnrampPurchaseCurrencies, quoteAnswer], (form, options, purchaseCurrencies, answer): OnrampState | undefined => {
  if (!form) return undefined;
  const { quoteArgs, ...fields } = form;
  const settled = isSettled(answer);
  const quote = !quoteArgs || !settled ? undefined : answer?.data?.quoteId ? answer.data : mockedOnrampQuote(quoteArgs.amount, quoteArgs.paymentCurrency.id, quoteArgs.purchaseCurrency.id);
  return {
    ...fields,
    purchaseCurrencies,
    paymentCurrencies: options.paymentCurrencies,
    usingFallbackOptions: options.fallback,
    loadingOptions: options.loading,
    quote,
    purchaseAmount: quote?.purchaseAmount.amount,
    loadingQuote: quoteArgs !== undefined && !settled,
  };
});
