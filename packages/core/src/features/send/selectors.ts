import type { LatchState } from '../../store/rootReducer.js';

export const selectSend = (state: LatchState) => state.send;
