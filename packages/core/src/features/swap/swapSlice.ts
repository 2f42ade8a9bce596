import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SwapToken } from '../../api/blockchainApi.js';
import type { Message } from '../../errors/message.js';
import { sellsNativeCurrency } from './swapChecks.js';

/** The quote a form asks for (convert/quotes): amounts in the token's smallest unit. */
export interface SwapQuoteArgs {
  amount: string;
  userAddress: string;
  from: string;
  to: string;
  gasPrice: string;
}

/**
 * The swap form as the person fills it (SPEC 3, 4): the pair, the amount, and which quote it asked
 * for. The tokens offered, the gas price and the quotes are the API's cache (see selectSwap).
 */
export interface SwapFormState {
  sourceToken?: SwapToken;
  toToken?: SwapToken;
  sourceTokenAmount: string;
  /** What is wrong with the form itself (the amount, no account); the requests' errors are in the cache. */
  error?: Message;
  /** The quote asked for the amount as typed; a quote asked for an earlier amount is no longer shown. */
  quoteArgs?: SwapQuoteArgs;
  /** While a swap is being sent: prepared (allowance read), its approval when the router may not yet spend the token, then the swap. */
  step?: 'preparing' | 'approving' | 'swapping';
}

const initialState: SwapFormState = { sourceTokenAmount: '' };

const sameToken = (a: SwapToken, b: SwapToken | undefined) => a.address.toLowerCase() === b?.address.toLowerCase();
const offered = (tokens: readonly SwapToken[], token: SwapToken) => tokens.some((each) => sameToken(each, token));

export const swapSlice = createSlice({
  name: 'swap',
  initialState,
  reducers: {
    failed(state, action: PayloadAction<Message>) {
      state.error = action.payload;
    },
    /**
     * The network's tokens arrived: a picked token they do not offer (one of the network before) goes
     * with the amount typed for it, and the form sells the native currency until the person picks
     * another, unless it is the token to buy.
     */
    tokensOffered(state, { payload: tokens }: PayloadAction<SwapToken[]>) {
      if ([state.sourceToken, state.toToken].some((token) => token && !offered(tokens, token))) {
        Object.assign(state, { sourceToken: undefined, toToken: undefined, sourceTokenAmount: '', error: undefined, quoteArgs: undefined });
      }
      state.sourceToken ??= tokens.find((token) => sellsNativeCurrency(token.address) && !sameToken(token, state.toToken));
    },
    tokensPicked(state, action: PayloadAction<{ sourceToken?: SwapToken; toToken?: SwapToken }>) {
      Object.assign(state, action.payload, { quoteArgs: undefined });
    },
    /** The two sides change places, the amount quoted becoming the amount to sell. */
    switched(state, action: PayloadAction<{ amount: string }>) {
      Object.assign(state, { sourceToken: state.toToken, toToken: state.sourceToken, sourceTokenAmount: action.payload.amount, quoteArgs: undefined });
    },
    amountSet(state, action: PayloadAction<{ amount: string; error?: Message }>) {
      Object.assign(state, { sourceTokenAmount: action.payload.amount, error: action.payload.error, quoteArgs: undefined });
    },
    quoteAsked(state, action: PayloadAction<SwapQuoteArgs>) {
      state.quoteArgs = action.payload;
    },
    stepped(state, action: PayloadAction<SwapFormState['step']>) {
      state.step = action.payload;
    },
    /** Sent: the pair stays for another swap, the amount goes. */
    swapped(state) {
      Object.assign(state, { sourceTokenAmount: '', quoteArgs: undefined, step: undefined, error: undefined });
    },
  },
});

declare module '../../store/rootReducer.js' {
  export interface LazyLoadedSlices {
    swap: SwapFormState;
  }
}
