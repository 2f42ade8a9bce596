import { createAsyncThunk } from '@reduxjs/toolkit';
import { errorMessage, LatchError } from '../errors/LatchError.js';
import type { LatchDispatch, LatchExtra } from './extra.js';
import type { LatchState } from './rootReducer.js';

/**
 * Redux Toolkit's `createAsyncThunk`, typed for a Latch store: its state, its dispatch, the
 * instance's extra argument, and a failure told as the message a person reads (rejectValue).
 */
export const createLatchAsyncThunk = createAsyncThunk.withTypes<{ state: LatchState; dispatch: LatchDispatch; extra: LatchExtra; rejectValue: string }>();

/** A request's result for a caller that wants it or a thrown LatchError with the request's message. */
export async function unwrapRequest<T>(request: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await request.unwrap();
  } catch (failure) {
    throw failure instanceof LatchError ? failure : new LatchError(typeof failure === 'string' ? failure : errorMessage(failure));
  }
}
