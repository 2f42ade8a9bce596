import type { Latch } from '../createLatch.js';
import { closeModal as closeModalThunk, goBack as goBackThunk, openModal as openModalThunk, shakeModal as shakeModalThunk, type OpenOptions } from '../features/modal/modalThunks.js';
import { routerSlice, type RouteEntry, type View } from '../features/modal/routerSlice.js';

/** Opens at once, on the view SPEC 2 says; never waits on the network. */
export const openModal = (latch: Latch, options?: OpenOptions) => latch.store.dispatch(openModalThunk(options));
/** Closes, or shakes where closing is not allowed (SPEC 4). */
export const closeModal = (latch: Latch) => latch.store.dispatch(closeModalThunk());
export const shakeModal = (latch: Latch) => latch.store.dispatch(shakeModalThunk());

/** The router (SPEC 2): push (ignored when the view is current), replace, reset, back (closing at the first entry), back to an index. */
export const pushView = (latch: Latch, route: View | RouteEntry) => void latch.store.dispatch(routerSlice.actions.pushed(route));
export const replaceView = (latch: Latch, route: View | RouteEntry) => void latch.store.dispatch(routerSlice.actions.replaced(route));
export const resetView = (latch: Latch, route: View | RouteEntry) => void latch.store.dispatch(routerSlice.actions.reset(route));
export const goBack = (latch: Latch) => latch.store.dispatch(goBackThunk());
export const goBackToIndex = (latch: Latch, index: number) => void latch.store.dispatch(routerSlice.actions.wentBackToIndex(index));
