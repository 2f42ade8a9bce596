import { combineSlices } from '@reduxjs/toolkit';
import { accountsSlice } from '../features/account/accountsSlice.js';
import { alertsSlice } from '../features/alerts/alertsSlice.js';
import { connectionSlice } from '../features/connection/connectionSlice.js';
import { connectorsSlice } from '../features/connection/connectorsSlice.js';
import { modalSlice } from '../features/modal/modalSlice.js';
import { networksSlice } from '../features/networks/networksSlice.js';
import { optionsSlice } from '../features/options/optionsSlice.js';
import { routerSlice } from '../features/modal/routerSlice.js';
import { sendSlice } from '../features/send/sendSlice.js';
import { siwxSlice } from '../features/siwx/siwxSlice.js';
import { snackbarSlice } from '../features/alerts/snackbarSlice.js';
import { themeSlice } from '../features/options/themeSlice.js';

/** Slices that join a store when their module loads (the API layer, swap, onramp), declared there by module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** One store's root reducer (made per instance: an injection never reaches another Latch on the page). */
export const createRootReducer = () =>
  combineSlices(
    modalSlice,
    routerSlice,
    accountsSlice,
    networksSlice,
    connectorsSlice,
    optionsSlice,
    snackbarSlice,
    alertsSlice,
    connectionSlice,
    siwxSlice,
    sendSlice,
    themeSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootReducer = ReturnType<typeof createRootReducer>;
export type LatchState = ReturnType<RootReducer>;

/** Runs the reducer once after an injection, so the new slice has its initial state at once. */
export const sliceInjected = (reducerPath: string) => ({ type: 'slices/injected', payload: reducerPath });
