import { systemClock, type Clock } from '@latch/core';

/** The system clock, but its timers never keep a Node process (SSR, scripts, tests) alive for pings alone. */
export const backgroundClock: Clock = {
  ...systemClock,
  setTimeout(callback, ms) {
    const handle = systemClock.setTimeout(callback, ms);
    (handle as { unref?: () => void }).unref?.();
    return handle;
  },
};
