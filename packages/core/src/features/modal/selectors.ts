import type { LatchState } from '../../store/rootReducer.js';

/** Whether Back has somewhere to go (the router's history holds more than the current view). */
export const selectCanGoBack = (state: LatchState) => state.router.history.length > 1;
/** The modal is shaking (SPEC 4: 500 ms where closing is not allowed). */
export const selectModalShake = (state: LatchState) => state.modal.shake;
/** The modal is busy with a step the person waits on (SPEC 4: the preferred account type switch). */
export const selectModalLoading = (state: LatchState) => state.modal.loading;

export const selectCurrentRoute = (state: LatchState) => state.router.history[state.router.history.length - 1]!;
export const selectCurrentView = (state: LatchState) => selectCurrentRoute(state).view;
export const selectIsModalOpen = (state: LatchState) => state.modal.open;
