import type { SwapToken } from '../api/blockchainApi.js';
import { executeSwap } from '../features/swap/swapExecute.js';
import { fetchGasPrice } from '../features/swap/swapRequests.js';
import { joinSwap, loadSwap as loadSwapThunk, pickSwapTokens as pickSwapTokensThunk, setSwapAmount as setSwapAmountThunk, switchSwapTokens as switchSwapTokensThunk } from '../features/swap/swapThunks.js';
import type { Latch } from '../createLatch.js';
import { unwrapRequest } from '../store/unwrapRequest.js';

/** Swaps (SPEC 4, 8, 9): the tokens and gas price of the network, the pair, the amount and its quote. */
export const loadSwap = (latch: Latch) => latch.store.dispatch(loadSwapThunk());
export const loadGasPrice = (latch: Latch): Promise<string> => {
  latch.store.dispatch(joinSwap());
  return unwrapRequest(latch.store.dispatch(fetchGasPrice()));
};
export const pickSwapTokens = (latch: Latch, pair: { sourceToken?: SwapToken; toToken?: SwapToken }) => latch.store.dispatch(pickSwapTokensThunk(pair));
export const switchSwapTokens = (latch: Latch) => latch.store.dispatch(switchSwapTokensThunk());
export const setSwapAmount = (latch: Latch, amount: string) => latch.store.dispatch(setSwapAmountThunk(amount));
/** Sends the quoted swap (its approval first when needed); resolves with what was swapped and the hash. */
export const swap = (latch: Latch) => latch.store.dispatch(executeSwap());
