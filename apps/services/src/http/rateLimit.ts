// Per-client and per-project limits on the write routes, counted in the database (rate_limits) so
// that every replica over one PostgreSQL counts the same requests. A key's window opens at its
// first request and lasts `windowMs`; past `max` requests in it, the answer is 429 with
// Retry-After until it ends. Refused requests count too: a client that keeps flooding stays refused.
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/db.js';
import type { AppEnv } from './env.js';
import { secondsUntil, TooManyRequests } from './errors.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface WriteLimits {
  /** Names the area's counters (`auth` counts in `auth:client` and `auth:project`). */
  area: string;
  perClient: Limit;
  /** Left out on paths reached without a project (the onramp's checkout page). */
  perProject?: Limit;
}

export const tooManyRequests = (seconds: number) => `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

type Counted = { window_start: string | number | bigint; count: number };

/** Counts one request of `key` in `bucket`; resolves with the window's count so far and when it ends. */
async function countRequest(db: Queryable, bucket: string, key: string, { windowMs }: Limit, now: number): Promise<{ count: number; endsAt: number }> {
  const [row] = await db.query<Counted>(
    `insert into rate_limits (bucket, key, window_start, count) values ($1, $2, $3::bigint, 1)
     on conflict (bucket, key) do update set
       window_start = case when rate_limits.window_start > $3::bigint - $4::bigint then rate_limits.window_start else excluded.window_start end,
       count = case when rate_limits.window_start > $3::bigint - $4::bigint then rate_limits.count + 1 else 1 end
     returning window_start, count`,
    [bucket, key, now, windowMs],
  );
  const windowStart = Number(row!.window_start);
  // A new window: the bucket's ended windows go, so that keys seen once do not pile up.
  if (row!.count === 1) await db.query('delete from rate_limits where bucket = $1 and window_start <= $2::bigint', [bucket, now - windowMs]);
  return { count: row!.count, endsAt: windowStart + windowMs };
}

async function enforce(db: Queryable, bucket: string, key: string, limit: Limit, now: number, who: string): Promise<void> {
  const { count, endsAt } = await countRequest(db, bucket, key, limit, now);
  if (count <= limit.max) return;
  const seconds = secondsUntil(endsAt, now);
  throw new TooManyRequests(tooManyRequests(seconds), seconds, [`at most ${limit.max} requests in ${limit.windowMs / 1000} s ${who}`]);
}

/** Limits the writes (any method but GET, HEAD and OPTIONS) of the routes it is mounted on. */
export function limitWrites({ area, perClient, perProject }: WriteLimits, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const db = c.get('db');
    await enforce(db, `${area}:client`, c.get('client'), perClient, now(), 'from one client');
    if (perProject) await enforce(db, `${area}:project`, c.get('project').id, perProject, now(), 'for one project');
    await next();
  };
}
