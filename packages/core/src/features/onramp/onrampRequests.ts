// The onramp's requests to the Blockchain API (SPEC 7). The options and the quote stay in the API's
// cache, held while the onramp shows them; selectOnramp reads them there. Neither fails for the
// person: SPEC 8 has a fallback for each.
import type { OnrampCurrency } from '../../api/blockchainApi.js';
import type { OnrampQuoteArgs, OnrampUrlBody } from '../../api/client/blockchainEndpoints.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { onrampNotAvailable } from '../../errors/catalogue.js';
import { servicesOn } from '../../api/serviceSupport.js';
import { ONRAMP_DEFAULT_PURCHASE_TOKEN, ONRAMP_PAYMENT_CURRENCIES } from '../../tradingConstants.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { onrampSlice } from './onrampSlice.js';
import { selectOnrampOptions, selectOnrampPurchaseCurrencies } from './selectors.js';
import { callFailure } from '../../errors/wireMessages.js';

/**
 * Reads the currencies (the built-in fallback when the call fails, SPEC 8) and picks the namespace's
 * destination currency (SOL on Solana, else USDC) and USD, unless the person picked already.
 */
export const fetchOnrampOptions = createLatchAsyncThunk('onramp/fetchOptions', async (namespace: ChainNamespace, { dispatch, getState, extra }) => {
  const { blockchainApi } = await extra.loadApi();
  await extra.holdQuery('onramp/options', dispatch(blockchainApi.endpoints.getOnrampOptions.initiate({})));
  const state = getState();
  const { paymentCurrencies } = selectOnrampOptions(state);
  const purchaseCurrencies = selectOnrampPurchaseCurrencies(state);
  const destination = servicesOn(namespace).onramp?.destinationCurrency ?? ONRAMP_DEFAULT_PURCHASE_TOKEN;
  const pick = (current: OnrampCurrency | undefined, offered: OnrampCurrency[], wanted: (c: OnrampCurrency) => boolean) =>
    offered.find((c) => c.id === current?.id) ?? offered.find(wanted) ?? offered[0];
  dispatch(
    onrampSlice.actions.currenciesSelected({
      purchaseCurrency: pick(state.onramp?.purchaseCurrency, purchaseCurrencies, (c) => c.symbol === destination || c.id === destination),
      paymentCurrency: pick(state.onramp?.paymentCurrency, paymentCurrencies, (c) => c.id === ONRAMP_PAYMENT_CURRENCIES[0]),
    }),
  );
});

/** Asks what the amount buys; the onramp shows this quote from now on (the mocked one if the call fails). */
export const fetchOnrampQuote = createLatchAsyncThunk('onramp/fetchQuote', async (args: OnrampQuoteArgs, { dispatch, extra }) => {
  dispatch(onrampSlice.actions.quoteAsked(args));
  const { blockchainApi } = await extra.loadApi();
  await extra.holdQuery('onramp/quote', dispatch(blockchainApi.endpoints.getOnrampQuote.initiate(args)));
});

/** The provider's purchase page (generators/onrampurl); fails with the API's message, else "not available". */
export const fetchOnrampUrl = createLatchAsyncThunk('onramp/fetchUrl', async (body: OnrampUrlBody, { dispatch, extra, rejectWithValue }) => {
  const { blockchainApi } = await extra.loadApi();
  const result = await dispatch(blockchainApi.endpoints.getOnrampUrl.initiate(body));
  return result.data?.url || rejectWithValue(callFailure(result.error, onrampNotAvailable));
});
