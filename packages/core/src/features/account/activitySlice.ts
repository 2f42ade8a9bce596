import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Transaction } from '../../api/history.js';

export interface ActivityState {
  transactions: Transaction[];
  /** The cursor of the next page; null when the history has no more. */
  next: string | null;
  loading: boolean;
  /** True once a fetch found nothing, or failed (SPEC 8: the list is marked empty). */
  empty: boolean;
}

const initialState: ActivityState = { transactions: [], next: null, loading: false, empty: false };

export const activitySlice = createSlice({
  name: 'activity',
  initialState,
  reducers: {
    requested(state) {
      state.loading = true;
    },
    loaded(state, action: PayloadAction<{ transactions: Transaction[]; next: string | null; append: boolean }>) {
      const { transactions, next, append } = action.payload;
      state.transactions = append ? [...state.transactions, ...transactions] : transactions;
      state.next = next;
      state.loading = false;
      state.empty = state.transactions.length === 0;
    },
    failed(state) {
      state.transactions = [];
      state.next = null;
      state.loading = false;
      state.empty = true;
    },
    reset: () => initialState,
  },
});
