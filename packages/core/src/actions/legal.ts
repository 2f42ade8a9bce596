import type { Latch } from '../createLatch.js';
import { optionsSlice } from '../features/options/optionsSlice.js';

/** Ticks or unticks the legal checkbox (`features.legalCheckbox`): connecting waits until it is ticked. */
export const setLegalAccepted = (latch: Latch, accepted: boolean) => void latch.store.dispatch(optionsSlice.actions.legalAcceptedSet(accepted));
