import { createAsyncThunk, type UnknownAction } from '@reduxjs/toolkit';
import type { LatchDispatch, LatchExtra } from './extra.js';
import type { LatchState } from './rootReducer.js';
import type { Message } from '../errors/message.js';

/**
 * Redux Toolkit's `createAsyncThunk`, typed for a Latch store: its state, its dispatch, the
 * instance's extra argument, and a failure told as the message a person reads (rejectValue).
 */
export const createLatchAsyncThunk = createAsyncThunk.withTypes<{ state: LatchState; dispatch: LatchDispatch; extra: LatchExtra; rejectValue: Message }>();

type SettledActionCreators = { pending: (...args: never[]) => UnknownAction; fulfilled: (...args: never[]) => UnknownAction; rejected: (...args: never[]) => UnknownAction };

/**
 * Matchers of a request's actions (started and settled) by its name (`typePrefix`, a constant both sides import).
 * A slice that comes with the page answers, this way, a request whose module loads with the views
 * that make it, without bringing that module into the page's entry.
 */
export const settledActions = <Request extends SettledActionCreators>(typePrefix: string) => ({
  pending: (action: UnknownAction): action is ReturnType<Request['pending']> => action.type === `${typePrefix}/pending`,
  fulfilled: (action: UnknownAction): action is ReturnType<Request['fulfilled']> => action.type === `${typePrefix}/fulfilled`,
  rejected: (action: UnknownAction): action is ReturnType<Request['rejected']> => action.type === `${typePrefix}/rejected`,
});
