import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
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

const slices = {
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
  activity: activitySlice.reducer,
  theme: themeSlice.reducer,
};

type StaticState = { [K in keyof typeof slices]: ReturnType<(typeof slices)[K]> };

/** Slices that join a store when their module loads (the API layer), declared there by module augmentation. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export type LatchState = StaticState & Partial<LazyLoadedSlices>;

export interface InjectableReducer extends Reducer<LatchState, UnknownAction, Partial<LatchState>> {
  /** Adds a slice (an RTK slice or an RTK Query api) to this store's reducer from now on. */
  inject(slice: { reducerPath: string; reducer: Reducer }): void;
  has(reducerPath: string): boolean;
}

/** Runs the reducer once after an injection, so the new slice has its initial state at once. */
export const sliceInjected = (reducerPath: string) => ({ type: 'slices/injected', payload: reducerPath });

/**
 * The root reducer of one store: the static slices, plus the ones injected later. Written out rather
 * than built with combineSlices, which brings several kB into the page's entry for this one job.
 */
export function createRootReducer(): InjectableReducer {
  const injected = new Map<string, Reducer>();
  const reducer = ((state: Partial<LatchState> | undefined, action: UnknownAction) => {
    const previous = (state ?? {}) as Record<string, unknown>;
    const next: Record<string, unknown> = {};
    let changed = state === undefined;
    for (const [key, slice] of [...Object.entries(slices), ...injected]) {
      next[key] = (slice as Reducer)(previous[key], action);
      changed ||= next[key] !== previous[key];
    }
    return (changed ? next : state) as LatchState;
  }) as InjectableReducer;
  reducer.inject = ({ reducerPath, reducer: slice }) => void injected.set(reducerPath, slice);
  reducer.has = (reducerPath) => injected.has(reducerPath);
  return reducer;
}
