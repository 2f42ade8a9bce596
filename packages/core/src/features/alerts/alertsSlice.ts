import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AlertId } from '../../errors/alerts.js';

export interface AlertsState {
  current?: AlertId;
  /** Alerts raised with `once`, which never show again in this instance. */
  shownOnce: AlertId[];
}

const initialState: AlertsState = { shownOnce: [] };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    raised(state, action: PayloadAction<{ id: AlertId; once?: boolean }>) {
      const { id, once } = action.payload;
      if (once) {
        if (state.shownOnce.includes(id)) return;
        state.shownOnce.push(id);
      }
      state.current = id;
    },
    dismissed(state) {
      state.current = undefined;
    },
  },
});

/** Clears the alert on screen; one raised with `once` stays spent. */
export const dismissAlert = alertsSlice.actions.dismissed;
