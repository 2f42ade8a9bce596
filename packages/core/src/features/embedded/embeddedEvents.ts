// What an auth connector's frame tells core outside any request: it needs the person's approval,
// the approval is over, or an alert of SPEC 8. Loaded with the first such event.
import type { AdapterEvent, FrameRect } from '../../adapter/types.js';
import { alertsSlice } from '../alerts/alertsSlice.js';
import type { Latch } from '../../createLatch.js';
import type { LatchThunk } from '../../store/extra.js';
import { modalSlice } from '../modal/modalSlice.js';
import { routerSlice } from '../modal/routerSlice.js';
import { selectCurrentRoute } from '../modal/selectors.js';
import { selectLocale } from '../options/selectors.js';

export type EmbeddedEvent = Extract<AdapterEvent, { type: 'approvalRequested' | 'approvalSettled' | 'alert' }>;

/**
 * An approval opens ApproveTransaction, which shows the frame (opening the modal if it was closed,
 * and closing it again afterwards); a settled approval leaves it, back to the view that asked.
 */
export const embeddedEventReceived =
  (event: EmbeddedEvent): LatchThunk =>
  (dispatch, getState) => {
    const state = getState();
    const route = selectCurrentRoute(state);
    if (event.type === 'alert') {
      dispatch(alertsSlice.actions.raised({ id: event.alert }));
    } else if (event.type === 'approvalRequested') {
      if (route.view === 'ApproveTransaction') return;
      const closeAfter = !state.modal.open;
      dispatch(routerSlice.actions.pushed({ view: 'ApproveTransaction', data: { closeAfter } }));
      if (closeAfter) dispatch(modalSlice.actions.modalOpened());
    } else if (route.view === 'ApproveTransaction') {
      if (route.data?.closeAfter) dispatch(modalSlice.actions.modalClosed());
      dispatch(routerSlice.actions.popped());
    }
  };

/** Shows the embedded wallet's frame over `rect` (the ApproveTransaction view's slot) in the modal's theme and locale, or hides it. */
export const positionAuthFrame = (latch: Latch, rect: FrameRect | undefined, themeMode?: 'light' | 'dark') =>
  latch.store.dispatch((_dispatch, getState, { adapters }) => {
    const locale = selectLocale(getState());
    adapters.forEach((adapter) => adapter.showAuthFrame?.(rect, themeMode, locale));
  });
