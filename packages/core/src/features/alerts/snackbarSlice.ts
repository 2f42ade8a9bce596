import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Message } from '../../errors/message.js';

export type SnackVariant = 'success' | 'error' | 'loading' | 'info';

export interface Snack {
  /** Increases with every snack, so a delayed one can tell whether it was replaced meanwhile. */
  id: number;
  message: Message;
  variant: SnackVariant;
}

export interface SnackbarState {
  open: boolean;
  current?: Snack;
  /** A snack waiting for the one on screen to leave. */
  next?: Snack;
  lastId: number;
}

const initialState: SnackbarState = { open: false, lastId: 0 };

export const snackbarSlice = createSlice({
  name: 'snackbar',
  initialState,
  reducers: {
    shown(state, action: PayloadAction<Snack>) {
      state.open = true;
      state.current = action.payload;
      state.next = undefined;
    },
    queued(state, action: PayloadAction<Snack>) {
      state.open = false;
      state.next = action.payload;
    },
    idTaken(state) {
      state.lastId += 1;
    },
    hidden(state) {
      state.open = false;
    },
  },
});
