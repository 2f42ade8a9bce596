import type { Clock } from '../clock/clock.js';
import type { Latch } from '../createLatch.js';
import type { LatchThunk } from '../store/extra.js';

const readClock: LatchThunk<Clock> = (_dispatch, _getState, { clock }) => clock;
const reportErrorThunk =
  (error: unknown): LatchThunk<Promise<void>> =>
  async (_dispatch, _getState, { analytics }) =>
    (await analytics()).error(error);

/** The instance's clock (the config's, or the system's): views time pairings and retries by it. */
export const getClock = (latch: Latch): Clock => latch.store.dispatch(readClock);
/** Reports an error to analytics (type error; at most 5 a minute, SPEC 8). */
export const reportError = (latch: Latch, error: unknown): Promise<void> => latch.store.dispatch(reportErrorThunk(error));
