import type { Latch } from '../createLatch.js';
import { alertsSlice } from '../features/alerts/alertsSlice.js';
import type { SnackVariant } from '../features/alerts/snackbarSlice.js';
import { hideSnack as hideSnackThunk, showSnack as showSnackThunk } from '../features/alerts/snackbarThunks.js';
import type { Message } from '../errors/message.js';

/** Shows a snack; one on screen leaves first and the new one follows 150 ms later (SPEC 9). */
export const showSnack = (latch: Latch, message: Message, variant?: SnackVariant) => void latch.store.dispatch(showSnackThunk(message, variant));
export const hideSnack = (latch: Latch) => void latch.store.dispatch(hideSnackThunk());
/** Dismisses the alert the modal shows (SPEC 8). */
export const dismissAlert = (latch: Latch) => void latch.store.dispatch(alertsSlice.actions.dismissed());
