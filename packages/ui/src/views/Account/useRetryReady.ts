import { useEffect, useReducer } from 'react';
import { useLatchClock } from '../../hooks/useLatchClock.js';

/** Whether `gapMs` has passed since `failedAt` on core's clock; re-renders the moment it has. */
export function useRetryReady(failedAt: number | undefined, gapMs: number): boolean {
  const clock = useLatchClock();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const readyAt = failedAt === undefined ? 0 : failedAt + gapMs;
  useEffect(() => {
    const wait = readyAt - clock.now();
    if (wait <= 0) return undefined;
    const handle = clock.setTimeout(rerender, wait);
    return () => clock.clearTimeout(handle);
  }, [clock, readyAt]);
  return clock.now() >= readyAt;
}
