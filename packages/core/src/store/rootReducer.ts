import { combineSlices } from '@reduxjs/toolkit';
import { accountsSlice } from './accountsSlice.js';
import { activitySlice } from './activitySlice.js';
import { alertsSlice } from './alertsSlice.js';
import { connectionSlice } from './connectionSlice.js';
import { connectorsSlice } from './connectorsSlice.js';
import { modalSlice } from './modalSlice.js';
import { networksSlice } from './networksSlice.js';
import { optionsSlice } from './optionsSlice.js';
import { routerSlice } from './routerSlice.js';
import { sendSlice } from './sendSlice.js';
import { siwxSlice } from './siwxSlice.js';
import { snackbarSlice } from './snackbarSlice.js';
import { themeSlice } from './themeSlice.js';

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
    activitySlice,
    themeSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootReducer = ReturnType<typeof createRootReducer>;
export type LatchState = ReturnType<RootReducer>;

/** Runs the reducer once after an injection, so the new slice has its initial state at once. */
export const sliceInjected = (reducerPath: string) => ({ type: 'slices/injected', payload: reducerPath });
