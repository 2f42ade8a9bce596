import { addListener } from '@reduxjs/toolkit';
import type { LatchDispatch, LatchExtra } from './extra.js';
import type { LatchState } from './rootReducer.js';

/**
 * RTK's `addListener`, typed for a Latch store: a reaction that joins the store with the lazily
 * loaded code it belongs to, dispatched there (an identical listener is added once).
 */
export const addLatchListener = addListener.withTypes<LatchState, LatchDispatch, LatchExtra>();
