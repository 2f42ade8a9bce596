import { SNACK_SWAP_DELAY_MS } from '../../constants.js';
import type { LatchThunk } from '../../store/extra.js';
import { snackbarSlice, type SnackVariant } from './snackbarSlice.js';
import type { Message } from '../../errors/message.js';

/**
 * Shows a snack. With one on screen, that one leaves first and the new one appears 150 ms
 * later (SPEC 9); when several arrive meanwhile, the last one wins.
 */
export const showSnack =
  (message: Message, variant: SnackVariant = 'info'): LatchThunk =>
  (dispatch, getState, { clock }) => {
    dispatch(snackbarSlice.actions.idTaken());
    const snack = { id: getState().snackbar.lastId, message, variant };
    const { open, next } = getState().snackbar;
    if (!open && !next) {
      dispatch(snackbarSlice.actions.shown(snack));
      return;
    }
    dispatch(snackbarSlice.actions.queued(snack));
    clock.setTimeout(() => {
      if (getState().snackbar.next?.id === snack.id) dispatch(snackbarSlice.actions.shown(snack));
    }, SNACK_SWAP_DELAY_MS);
  };

export const hideSnack = (): LatchThunk => (dispatch) => {
  dispatch(snackbarSlice.actions.hidden());
};
