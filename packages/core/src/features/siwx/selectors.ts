import type { LatchState } from '../../store/rootReducer.js';

export const selectSiwx = (state: LatchState) => state.siwx;
