// Load shedding at the database pool. While `maxWaiting` round trips already wait for a pool
// connection, a request that would add its own answers 503 with Retry-After at once: past
// that point every new request only lengthens the queue that all of them wait in (under twice
// the email starts the bench's 2 cores could serve, round trips waited 1.4 s at the median and
// the generator's 10 s timeouts fired), so a quick refusal that the client retries elsewhere or
// later is the better answer. Requests already admitted run on; the probes are never refused.
import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../http/errors.js';
import type { AppEnv } from '../http/env.js';
import type { Db } from './db.js';

/** Round trips that may wait for a connection of one process's pool before new requests are refused. */
export const DEFAULT_DB_POOL_MAX_WAITING = 50;
/** What `Retry-After` says to a refused request: the queue is gone within about that. */
export const POOL_BUSY_RETRY_AFTER_S = 1;

export const servicesBusy = (seconds: number) => `The services are busy: try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

/** Refuses requests (not those `exempt` says) while `maxWaiting` round trips or more wait for a connection of `db`'s pool; a no-op on PGlite. */
export function shedWhenPoolBusy(db: Db, maxWaiting: number, exempt: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  const pool = db.poolStats;
  return async (c, next) => {
    if (pool && pool().waiting >= maxWaiting && !exempt(c.req.path)) {
      c.get('metrics').poolRefused();
      throw new HttpError(503, servicesBusy(POOL_BUSY_RETRY_AFTER_S), undefined, POOL_BUSY_RETRY_AFTER_S);
    }
    await next();
  };
}
