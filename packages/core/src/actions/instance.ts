import type { Latch } from '../createLatch.js';
import type { LatchThunk } from '../store/extra.js';

const reportErrorThunk =
  (error: unknown): LatchThunk<Promise<void>> =>
  async (_dispatch, _getState, { analytics }) =>
    (await analytics()).error(error);

/** Reports an error to analytics (type error; at most 5 a minute, SPEC 8). */
export const reportError = (latch: Latch, error: unknown): Promise<void> => latch.store.dispatch(reportErrorThunk(error));
