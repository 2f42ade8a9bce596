import type { LatchState } from '../../store/rootReducer.js';
import type { OnrampState } from './onrampSlice.js';

/** The onramp form, once the onramp flow has loaded (its slice joins the store then). */
export const selectOnramp = (state: LatchState): OnrampState | undefined => state.onramp;
