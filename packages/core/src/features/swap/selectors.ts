import { createSelector } from '@reduxjs/toolkit';
import type { GasPriceResponse, QuotesResponse, SwapToken, SwapTokensResponse } from '../../api/blockchainApi.js';
import { isSettled, selectCachedQuery, type CachedQuery } from '../../api/queryCache.js';
import { gasPriceNetworkNotSupported, swapNoQuote, swapsNetworkNotSupported } from '../../errors/catalogue.js';
import { formatUnits } from '../../format/units.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectActiveNetwork } from '../networks/selectors.js';
import type { SwapFormState } from './swapSlice.js';
import type { Message } from '../../errors/message.js';
import { callFailure } from '../../errors/wireMessages.js';
import { SWAP_POPULAR_TOKENS, SWAP_SUGGESTED_TOKENS } from '../../tradingConstants.js';

/** The swap form with what the API answered for it: the tokens offered, the gas price and the quote. */
export interface SwapState extends Omit<SwapFormState, 'quoteArgs'> {
  /** The network's tokens, the popular ones first (SPEC 9). */
  tokens: SwapToken[];
  /** The network's tokens the picker suggests, in the suggested order (SPEC 9). */
  suggestedTokens: SwapToken[];
  /** The network's standard gas price, in its smallest unit. */
  gasPrice?: string;
  /** What the amount buys, in whole units of the other token; empty until quoted. */
  toTokenAmount: string;
  loadingTokens: boolean;
  loadingQuote: boolean;
}

const NO_TOKENS: SwapToken[] = [];

/** Where a symbol stands in `list`; those not in it after all that are, keeping their order. */
const rankIn = (list: readonly string[]) => (token: SwapToken) => {
  const at = list.indexOf(token.symbol);
  return at === -1 ? list.length : at;
};
const byPopularity = rankIn(SWAP_POPULAR_TOKENS);
const bySuggestion = rankIn(SWAP_SUGGESTED_TOKENS);

/** The offered tokens in SPEC 9's orders: all with the popular first, and the suggested alone. */
const orderedTokens = createSelector([(tokens: SwapToken[] | undefined) => tokens], (tokens) => {
  if (!tokens?.length) return { tokens: NO_TOKENS, suggestedTokens: NO_TOKENS };
  return {
    tokens: [...tokens].sort((a, b) => byPopularity(a) - byPopularity(b)),
    suggestedTokens: tokens.filter((token) => bySuggestion(token) < SWAP_SUGGESTED_TOKENS.length).sort((a, b) => bySuggestion(a) - bySuggestion(b)),
  };
});
const chainArgs = (state: LatchState) => {
  const chainId = selectActiveNetwork(state)?.caipNetworkId;
  return chainId && { chainId };
};
const tokensAnswer = (state: LatchState) => {
  const args = chainArgs(state);
  return args ? selectCachedQuery<SwapTokensResponse>(state, 'getSwapTokens', args) : undefined;
};
const gasAnswer = (state: LatchState) => {
  const args = chainArgs(state);
  return args ? selectCachedQuery<GasPriceResponse>(state, 'getGasPrice', args) : undefined;
};
const quoteAnswer = (state: LatchState) => (state.swap?.quoteArgs ? selectCachedQuery<QuotesResponse>(state, 'getSwapQuotes', state.swap.quoteArgs) : undefined);
const failure = (answer: CachedQuery<unknown> | undefined, fallback: Message) => (answer?.status === 'rejected' ? callFailure(answer.error, fallback) : undefined);

/** What the quote says the amount buys, or why there is none. */
function quoted(form: SwapFormState, answer: CachedQuery<QuotesResponse> | undefined): { toTokenAmount: string; loadingQuote: boolean; error?: Message } {
  if (!form.quoteArgs || !form.toToken) return { toTokenAmount: '', loadingQuote: false };
  if (!isSettled(answer)) return { toTokenAmount: '', loadingQuote: true };
  const toAmount = answer.data?.quotes[0]?.toAmount;
  if (answer.status === 'rejected' || !toAmount || !/^\d+$/.test(toAmount)) return { toTokenAmount: '', loadingQuote: false, error: failure(answer, swapNoQuote) ?? swapNoQuote };
  return { toTokenAmount: formatUnits(toAmount, form.toToken.decimals), loadingQuote: false };
}

/** The swap form and its answers, once the swap flow has loaded (its slice joins the store then). */
export const selectSwap = createSelector([(state: LatchState) => state.swap, tokensAnswer, gasAnswer, quoteAnswer], (form, tokens, gas, quote): SwapState | undefined => {
  if (!form) return undefined;
  const { quoteArgs: _asked, ...fields } = form;
  const { toTokenAmount, loadingQuote, error: quoteError } = quoted(form, quote);
  return {
    ...fields,
    ...orderedTokens(tokens?.data?.tokens),
    gasPrice: gas?.data?.standard,
    toTokenAmount,
    loadingTokens: tokens?.status === 'pending',
    loadingQuote,
    error: form.error ?? failure(tokens, swapsNetworkNotSupported) ?? failure(gas, gasPriceNetworkNotSupported) ?? quoteError,
  };
});
