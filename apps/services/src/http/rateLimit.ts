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
import { secondsUntil, TooManyRequests, type Said } from './errors.js';

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

export const tooManyRequests = (seconds: number): Said => ({
  message: `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  messageId: 'tooManyRequests',
  values: { seconds },
});

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

type Counted = { window_start: string | number | bigint; count: number };

interface Counter {
  bucket: string;
  key: string;
  limit: ProjectLimit;
  /** Who the limit is on, for the refusal's reason ("from one client"). */
  who: string;
}

/**
 * Counts one request of `key` in `bucket` at `now` (a placeholder); `param(n)` is the counter's
 * n-th own placeholder; `from`, if given, gates it on an earlier counter's staying within its limit.
 */
function countStatement(now: string, param: (n: number) => string, from: { name: string; max: number } | undefined): string {
  const source = from ? `select ${param(0)}, ${param(1)}, ${now}::bigint, 1 from ${from.name} where ${from.name}.count <= ${from.max}` : `values (${param(0)}, ${param(1)}, ${now}::bigint, 1)`;
  return `insert into rate_limits (bucket, key, window_start, count) ${source}
     on conflict (bucket, key) do update set
       window_start = case when rate_limits.window_start > ${now}::bigint - ${param(2)}::bigint then rate_limits.window_start else excluded.window_start end,
       count = case when rate_limits.window_start > ${now}::bigint - ${param(2)}::bigint then rate_limits.count + 1 else 1 end
     returning window_start, count`;
}

/** What a count's `limited` CTE holds: each counter's window (`c0`, `c1`, ...) and the index of the first one that refuses, if any. */
export type Limited = Record<string, Counted | null> & { refused_by: number | null };

/**
 * The CTEs that count one request against each counter in order, the client's first: a counter
 * past its limit stops the count there, so a client that floods is refused without spending its
 * project's requests. The last, `limited`, says which counter refuses the request (none: null),
 * sparing a client within a project limit's share. Placeholders from `$firstParam` on.
 */
function limitCtes(counters: readonly Counter[], now: number, firstParam: number): { ctes: string; params: unknown[] } {
  const names = counters.map((_, index) => `c${index}`);
  const at = `$${firstParam}`;
  const ctes = counters.map(
    (counter, index) =>
      `${names[index]} as (${countStatement(at, (n) => `$${firstParam + 1 + index * 3 + n}`, index === 0 ? undefined : { name: names[index - 1]!, max: counters[index - 1]!.limit.max })})`,
  );
  const refusals = counters.map(({ limit }, index) => {
    const past = `(select count from ${names[index]}) > ${limit.max}`;
    const spared = limit.clientShare === undefined ? '' : ` and not (select count from ${names[0]}) <= ${limit.clientShare}`;
    return `when ${past}${spared} then ${index}`;
  });
  const windows = names.map((name) => `(select row_to_json(${name}) from ${name}) as ${name}`);
  return {
    ctes: `${ctes.join(', ')}, limited as (select case ${refusals.join(' ')} end as refused_by, ${windows.join(', ')})`,
    params: [now, ...counters.flatMap(({ bucket, key, limit }) => [bucket, key, limit.windowMs])],
  };
}

/** The 429 for the counter `limited` names, saying until when; undefined when none refuses. */
function refusal(counters: readonly Counter[], limited: Limited, now: number): TooManyRequests | undefined {
  if (limited.refused_by === null) return undefined;
  const { limit, who } = counters[limited.refused_by]!;
  let ends = Number(limited[`c${limited.refused_by}`]!.window_start) + limit.windowMs;
  let reason = `at most ${limit.max} requests in ${limit.windowMs / 1000} s ${who}`;
  if (limit.clientShare !== undefined) {
    // The client's next window brings its share back, if it opens before the project's.
    ends = Math.min(ends, Number(limited.c0!.window_start) + counters[0]!.limit.windowMs);
    reason += `, then ${limit.clientShare} from each client`;
  }
  const seconds = secondsUntil(ends, now);
  return new TooManyRequests(tooManyRequests(seconds), seconds, [reason]);
}

/**
 * A request's count against its write limits, left to the route's first write to make in the same
 * statement (one round trip fewer): the route adds `ctes` to it, gates its writes on `within`,
 * and hands the statement's `limited` row to `check`. A route that fails before it gets there is
 * counted all the same, in a statement of its own, once it has answered.
 */
export class PendingLimit {
  #counted = false;

  constructor(
    private readonly db: Queryable,
    private readonly counters: readonly Counter[],
    private readonly now: number,
    private readonly refused: () => void,
  ) {}

  /** A SQL condition that holds when no limit refuses the request, over the CTEs of `sql`. */
  readonly within = 'not exists (select 1 from limited where refused_by is not null)';

  /** The CTEs that count the request (the last is `limited`), their placeholders from `$firstParam` on. */
  sql(firstParam: number): { ctes: string; params: unknown[] } {
    this.#counted = true;
    return limitCtes(this.counters, this.now, firstParam);
  }

  /** Throws the 429 of the statement's `limited` row, if a limit refused the request. */
  check(limited: Limited): void {
    const refused = refusal(this.counters, limited, this.now);
    if (!refused) return;
    this.refused();
    throw refused;
  }

  /** Counts the request in a statement of its own unless `sql` counted it; 429 past a limit. */
  async enforce(): Promise<void> {
    if (this.#counted) return;
    const { ctes, params } = this.sql(1);
    const [row] = await this.db.query<{ limited: Limited }>(`with ${ctes} select row_to_json(limited) as limited from limited`, params);
    this.check(row!.limited);
  }
}

/** Deletes the ended windows of `buckets` (the sweep, db/sweep.ts). */
async function deleteEnded(db: Queryable, buckets: readonly Omit<Counter, 'key'>[], now: number): Promise<void> {
  for (const { bucket, limit } of buckets) await db.query('delete from rate_limits where bucket = $1 and window_start <= $2::bigint', [bucket, now - limit.windowMs]);
}

/**
 * Limits the writes (any method but GET, HEAD and OPTIONS) of the routes it is mounted on. On the
 * paths of `countedByRoute` the route counts the request in its first write (PendingLimit, read
 * from the context's `writeLimit`); should it not, the request is counted once answered.
 */
export function limitWrites({ area, perClient, perProject }: WriteLimits, now: () => number = Date.now, countedByRoute: readonly string[] = []): MiddlewareHandler<AppEnv> {
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
    const limit = new PendingLimit(db, counters, now(), () => c.get('metrics').rateLimited(area));
    if (!countedByRoute.includes(c.req.path)) {
      await limit.enforce();
      return next();
    }
    c.set('writeLimit', limit);
    await next();
    // The route failed before its first write (a bad body or proof): its request counts all the same, and a 429 comes first.
    await limit.enforce();
  };
}
