import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ModalState {
  open: boolean;
  loading: boolean;
  shake: boolean;
}

const initialState: ModalState = { open: false, loading: false, shake: false };

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
    shakeSet(state, action: PayloadAction<boolean>) {
      state.shake = action.payload;
    },
  },
});
