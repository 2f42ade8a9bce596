import { useMemo } from 'react';
import { getClock, type Clock } from '@latch/core';
import { useLatch } from '../context/LatchContext.js';

/** The clock core stamps pairing expiries with, so the view times them the same way (and tests drive it). */
export function useLatchClock(): Clock {
  const latch = useLatch();
  return useMemo(() => getClock(latch), [latch]);
}
