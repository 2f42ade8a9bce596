import { useMemo } from 'react';
import { type Clock } from '@latch/core';
import { getClock } from '@latch/core/internal';
import { useLatch } from '../context/LatchContext.js';

/** The clock core stamps pairing expiries with, so the view times them the same way (and tests drive it). */
export function useLatchClock(): Clock {
  const latch = useLatch();
  return useMemo(() => getClock(latch), [latch]);
}
