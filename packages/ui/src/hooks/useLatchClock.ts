import { useMemo } from 'react';
import type { Clock, LatchThunk } from '@latch/core';
import { useLatch } from '../context/LatchContext.js';

// Core keeps its clock in the thunk extra argument, not on the Latch object; a thunk is the one way to read it.
const readClock: LatchThunk<Clock> = (_dispatch, _getState, { clock }) => clock;

/** The clock core stamps pairing expiries with, so the view times them the same way (and tests drive it). */
export function useLatchClock(): Clock {
  const latch = useLatch();
  return useMemo(() => latch.store.dispatch(readClock), [latch]);
}
