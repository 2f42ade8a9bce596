import { combineReducers } from '@reduxjs/toolkit';
import { accountsSlice } from './accountsSlice.js';
import { connectorsSlice } from './connectorsSlice.js';
import { modalSlice } from './modalSlice.js';
import { networksSlice } from './networksSlice.js';
import { optionsSlice } from './optionsSlice.js';
import { routerSlice } from './routerSlice.js';
import { snackbarSlice } from './snackbarSlice.js';
import { alertsSlice } from './alertsSlice.js';
import { connectionSlice } from './connectionSlice.js';
import { siwxSlice } from './siwxSlice.js';
import { sendSlice } from './sendSlice.js';

export const rootReducer = combineReducers({
  modal: modalSlice.reducer,
  router: routerSlice.reducer,
  accounts: accountsSlice.reducer,
  networks: networksSlice.reducer,
  connectors: connectorsSlice.reducer,
  options: optionsSlice.reducer,
  snackbar: snackbarSlice.reducer,
  alerts: alertsSlice.reducer,
  connection: connectionSlice.reducer,
  siwx: siwxSlice.reducer,
  send: sendSlice.reducer,
});

export type LatchState = ReturnType<typeof rootReducer>;
