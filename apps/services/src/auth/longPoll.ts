// The frame's long polls (a device's approval by the mailed link, a social login's outcome, a
// Farcaster channel's approval): its row is read again and again until it settles, the wait the
// frame asked for has passed, or the frame left. A wait is at most `@latch/core/api`'s
// LONG_POLL_MAX_MS, so the answer comes before the frame's 30 s request limit.
import { setTimeout as sleep } from 'node:timers/promises';
import { LONG_POLL_MAX_MS } from '@latch/core/api';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env.js';
import { currentMetrics } from '../observability/current.js';

/** How often a waiting long poll reads its row. */
const READ_INTERVAL_MS = 250;

/** A request's `waitMs`: how long it may be held, LONG_POLL_MAX_MS unless it asks for less. */
export const waitMsSchema = z.number().int().min(0).max(LONG_POLL_MAX_MS).default(LONG_POLL_MAX_MS);

/** What `read` settles on (a value, or what it throws); undefined once `waitMs` has passed or `signal` aborted first (the pending answer). */
export async function longPoll<T>(read: () => Promise<T | undefined>, waitMs: number, signal?: AbortSignal): Promise<T | undefined> {
  const deadline = performance.now() + waitMs;
  const closed = currentMetrics()?.longPollOpened();
  try {
    for (;;) {
      const settled = await read();
      if (settled !== undefined) return settled;
      if (performance.now() >= deadline || signal?.aborted) return undefined;
      // An abort (the frame left, the replica drains) ends the wait at once; the row is read once more.
      await sleep(Math.min(READ_INTERVAL_MS, Math.max(0, deadline - performance.now())), undefined, { signal }).catch(() => {});
    }
  } finally {
    closed?.();
  }
}

/** What a route's long poll stops on: the frame leaving, or the replica draining (it then answers pending at once, and the frame asks another). */
export const longPollSignal = (c: Context<AppEnv>): AbortSignal => AbortSignal.any([c.req.raw.signal, c.get('draining')]);
