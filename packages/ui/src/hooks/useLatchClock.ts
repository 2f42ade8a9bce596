import { type Clock } from '@latch/core';
import { useLatch } from '../context/LatchContext.js';

/** The clock core stamps pairing expiries with, so the view times them the same way (and tests drive it). */
export function useLatchClock(): Clock {
  return useLatch().clock;
}
