import { useEffect, useRef } from 'react';
import type { LatchEvent } from '@latch/core';
import { useLatch } from '../context/LatchContext.js';

/** Calls `listener` with each of Latch's events (SPEC's analytics events: disconnects, swaps, …) while the component is mounted. */
export function useLatchEvents(listener: (event: LatchEvent) => void): void {
  const latch = useLatch();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => latch.onEvent((event) => latest.current(event)), [latch]);
}
