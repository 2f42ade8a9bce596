// Per-client and per-project limits on the write routes, counted in the database (rate_limits) so
// that every replica over one PostgreSQL counts the same requests. A key's window opens at its
// first request and lasts `windowMs`; past `max` requests in it, the answer is 429 with
// Retry-After until it ends. Refused requests count too: a client that keeps flooding stays refused.
// A project limit with a client share is a fair share: past its `max`, it refuses only the clients
// past their share, so that a few clients cannot lock a project's other clients out.
import type { MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/db.js';
import type { AppEnv } from './env.js';
import { sweeper } from '../db/sweep.js';
import { secondsUntil, TooManyRequests } from './errors.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface ProjectLimit extends Limit {
  /** Requests of a client in its own window that the project lets through past its `max`; without it, past `max` refuses every client. */
  clientShare?: number;
}

export interface WriteLimits {
  /** Names the area's counters (`auth` counts in `auth:client` and `auth:project`). */
  area: string;
  perClient: Limit;
  /** Left out on paths reached without a project (the onramp's checkout page). */
  perProject?: ProjectLimit;
}

export const tooManyRequests = (seconds: number) => `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

type Counted = { window_start: string | number | bigint; count: number };

interface Counter {
  bucket: string;
  key: string;
  limit: ProjectLimit;
  /** Who the limit is on, for the refusal's reason ("from one client"). */
  who: string;
}

/** Counts one request of `key` in `bucket` at `$1` (the time); `from`, if given, gates it on an earlier counter's staying within its limit. */
function countStatement(index: number, from: { name: string; max: number } | undefined): string {
  const p = (n: number) => `$${2 + index * 3 + n}`;
  const source = from ? `select ${p(0)}, ${p(1)}, $1::bigint, 1 from ${from.name} where ${from.name}.count <= ${from.max}` : `values (${p(0)}, ${p(1)}, $1::bigint, 1)`;
  return `insert into rate_limits (bucket, key, window_start, count) ${source}
     on conflict (bucket, key) do update set
       window_start = case when rate_limits.window_start > $1::bigint - ${p(2)}::bigint then rate_limits.window_start else excluded.window_start end,
       count = case when rate_limits.window_start > $1::bigint - ${p(2)}::bigint then rate_limits.count + 1 else 1 end
     returning window_start, count`;
}

/**
 * Counts one request against each counter in order, the client's first, in one statement: a
 * counter past its limit stops the count there, so a client that floods is refused without
 * spending its project's requests. Throws 429 for the first counter past its limit, unless the
 * limit spares a client within its share.
 */
async function enforce(db: Queryable, counters: readonly Counter[], now: number): Promise<void> {
  const names = counters.map((_, index) => `c${index}`);
  const ctes = counters.map((counter, index) => `${names[index]} as (${countStatement(index, index === 0 ? undefined : { name: names[index - 1]!, max: counters[index - 1]!.limit.max })})`);
  const columns = names.map((name) => `(select row_to_json(${name}) from ${name}) as ${name}`);
  const [row] = await db.query<Record<string, Counted | null>>(`with ${ctes.join(', ')} select ${columns.join(', ')}`, [
    now,
    ...counters.flatMap(({ bucket, key, limit }) => [bucket, key, limit.windowMs]),
  ]);
  const client = row![names[0]!]!;
  const clientWindowEnds = Number(client.window_start) + counters[0]!.limit.windowMs;
  counters.forEach(({ limit, who }, index) => {
    const counted = row![names[index]!];
    if (!counted || counted.count <= limit.max) return;
    let ends = Number(counted.window_start) + limit.windowMs;
    let reason = `at most ${limit.max} requests in ${limit.windowMs / 1000} s ${who}`;
    if (limit.clientShare !== undefined) {
      if (client.count <= limit.clientShare) return;
      // The client's next window brings its share back, if it opens before the project's.
      ends = Math.min(ends, clientWindowEnds);
      reason += `, then ${limit.clientShare} from each client`;
    }
    const seconds = secondsUntil(ends, now);
    throw new TooManyRequests(tooManyRequests(seconds), seconds, [reason]);
  });
}

/** Deletes the ended windows of `buckets` (the sweep, db/sweep.ts). */
async function deleteEnded(db: Queryable, buckets: readonly Omit<Counter, 'key'>[], now: number): Promise<void> {
  for (const { bucket, limit } of buckets) await db.query('delete from rate_limits where bucket = $1 and window_start <= $2::bigint', [bucket, now - limit.windowMs]);
}

/** Limits the writes (any method but GET, HEAD and OPTIONS) of the routes it is mounted on. */
export function limitWrites({ area, perClient, perProject }: WriteLimits, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  const client = { bucket: `${area}:client`, limit: perClient, who: 'from one client' };
  const project = perProject && { bucket: `${area}:project`, limit: perProject, who: 'for one project' };
  let sweep: (() => void) | undefined;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const db = c.get('db');
    // Ended windows are never read as open (the count restarts), so they go in the background.
    (sweep ??= sweeper((at) => deleteEnded(db, project ? [client, project] : [client], at), now))();
    const counters: Counter[] = [{ ...client, key: c.get('client') }];
    if (project) counters.push({ ...project, key: c.get('project').id });
    try {
      await enforce(db, counters, now());
    } catch (error) {
      if (error instanceof TooManyRequests) c.get('metrics').rateLimited(area);
      throw error;
    }
    await next();
  };
}
