import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ModalState {
  open: boolean;
  loading: boolean;
  shake: boolean;
  /** Counts shakes, so the timer of an earlier shake cannot end a later one. */
  shakeCount: number;
}

const initialState: ModalState = { open: false, loading: false, shake: false, shakeCount: 0 };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalOpened(state) {
      state.open = true;
    },
    modalClosed(state) {
      state.open = false;
      state.loading = false;
      state.shake = false;
    },
    loadingSet(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    shakeStarted(state) {
      state.shake = true;
      state.shakeCount += 1;
    },
    shakeEnded(state, action: PayloadAction<number>) {
      if (state.shakeCount === action.payload) state.shake = false;
    },
  },
});

/** The opened modal's first frame is painted: what it shows but never waits for fills in now (SPEC 4). */
export const modalShown = createAction('modal/shown');
