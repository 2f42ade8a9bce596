import type { LatchState } from '../../store/rootReducer.js';

export const selectAlert = (state: LatchState) => state.alerts.current;
export const selectHasAlert = (state: LatchState) => state.alerts.current !== undefined;
export const selectSnackbar = (state: LatchState) => state.snackbar;
export const selectHasSnack = (state: LatchState) => state.snackbar.current !== undefined;
