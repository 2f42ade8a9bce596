import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SwapToken } from '../../api/blockchainApi.js';
import { fetchGasPrice, fetchSwapQuote, fetchSwapTokens } from './swapRequests.js';

/** The swap form (SPEC 3, 4): tokens offered on the network, the pair, the amounts and the gas price. */
export interface SwapState {
  tokens: SwapToken[];
  sourceToken?: SwapToken;
  toToken?: SwapToken;
  sourceTokenAmount: string;
  toTokenAmount: string;
  /** The network's standard gas price, in its smallest unit. */
  gasPrice?: string;
  loadingTokens: boolean;
  loadingQuote: boolean;
  error?: string;
  /** While a swap is being sent: prepared (allowance read), its approval when the router may not yet spend the token, then the swap. */
  step?: 'preparing' | 'approving' | 'swapping';
}

const initialState: SwapState = { tokens: [], sourceTokenAmount: '', toTokenAmount: '', loadingTokens: false, loadingQuote: false };

export const swapSlice = createSlice({
  name: 'swap',
  initialState,
  reducers: {
    failed(state, action: PayloadAction<string>) {
      Object.assign(state, { error: action.payload, loadingTokens: false, loadingQuote: false });
    },
    tokensPicked(state, action: PayloadAction<{ sourceToken?: SwapToken; toToken?: SwapToken }>) {
      Object.assign(state, action.payload, { toTokenAmount: '' });
    },
    switched(state) {
      Object.assign(state, { sourceToken: state.toToken, toToken: state.sourceToken, sourceTokenAmount: state.toTokenAmount, toTokenAmount: '' });
    },
    amountSet(state, action: PayloadAction<{ amount: string; error?: string }>) {
      Object.assign(state, { sourceTokenAmount: action.payload.amount, toTokenAmount: '', error: action.payload.error });
      state.loadingQuote = action.payload.error === undefined && action.payload.amount !== '';
    },
    stepped(state, action: PayloadAction<SwapState['step']>) {
      state.step = action.payload;
    },
    /** Sent: the pair stays for another swap, the amounts go. */
    swapped(state) {
      Object.assign(state, { sourceTokenAmount: '', toTokenAmount: '', step: undefined, error: undefined });
    },
    reset: () => initialState,
  },
  extraReducers: (builder) => {
    const failed = (state: SwapState, message: string | undefined) => void Object.assign(state, { error: message, loadingTokens: false, loadingQuote: false });
    builder
      .addCase(fetchSwapTokens.pending, (state) => {
        state.loadingTokens = true;
        state.error = undefined;
      })
      .addCase(fetchSwapTokens.fulfilled, (state, action) => {
        state.tokens = action.payload;
        state.loadingTokens = false;
      })
      .addCase(fetchSwapTokens.rejected, (state, action) => failed(state, action.payload ?? action.error.message))
      .addCase(fetchGasPrice.fulfilled, (state, action) => {
        state.gasPrice = action.payload;
      })
      .addCase(fetchGasPrice.rejected, (state, action) => failed(state, action.payload ?? action.error.message))
      .addCase(fetchSwapQuote.fulfilled, (state, action) => {
        // A quote for an amount the person has since changed is dropped.
        if (state.sourceTokenAmount !== action.payload.amount) return;
        Object.assign(state, { toTokenAmount: action.payload.toTokenAmount, loadingQuote: false });
      })
      .addCase(fetchSwapQuote.rejected, (state, action) => {
        if (state.sourceTokenAmount === action.meta.arg.amount) failed(state, action.payload ?? action.error.message);
      });
  },
});

declare module '../../store/rootReducer.js' {
  export interface LazyLoadedSlices {
    swap: SwapState;
  }
}
