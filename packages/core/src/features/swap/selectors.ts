import type { LatchState } from '../../store/rootReducer.js';
import type { SwapState } from './swapSlice.js';

/** The swap form, once the swap flow has loaded (its slice joins the store then). */
export const selectSwap = (state: LatchState): SwapState | undefined => state.swap;
