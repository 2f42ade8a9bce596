// The write routes under load: analytics events (POST /e) and the email-code start. The per-client
// and per-project limits stand as in production, so the load is spread the way real traffic is:
// each request names a client address of its own in X-Forwarded-For (the bench's services trust
// one proxy in front: the bench plays it), from 198.18.0.0/15, the range set aside for
// benchmarks, and goes to one of several projects. Each email is new, so the 30 s spacing per
// address is not what is measured either. Every write the services accept is remembered here and
// looked for in the database afterwards.
import { randomBytes } from 'node:crypto';
import { AUTH_WRITE_LIMITS, ensureProject, EVENT_LIMITS, type Queryable, type WriteLimits } from '@latch/services';
import { z } from 'zod';
import { DeviceKey } from './deviceKey.js';
import type { HttpRequest } from './httpSend.js';
import { jsonOf, type Endpoint } from './load.js';

export interface WriteTarget {
  /** The services' base URL. */
  url: string;
  /** The call parameters and Origin every request carries. */
  call: Record<string, string>;
  headers: Record<string, string>;
  /** The wallet frame's origin, the only one the email login answers (the frame starts it). */
  frameOrigin: string;
}

/** What a write run accepted, by key (event id, email), to look for in the database afterwards. */
export interface Accepted {
  events: string[];
  codes: string[];
}

/** Enough projects that none reaches its per-project limit at `rate` requests/s, on any write route. */
export function projectsNeeded(rate: number, limits: readonly WriteLimits[] = [EVENT_LIMITS, AUTH_WRITE_LIMITS]): number {
  return Math.max(...limits.map(({ perProject }) => (perProject ? Math.ceil((rate * perProject.windowMs) / 1000 / perProject.max) + 1 : 1)));
}

const projectId = (run: string, k: number) => `bench-load-${run}-${k}`;

/** Creates the run's projects, each allowing the bench's Origins. */
export async function createProjects(db: Queryable, run: string, count: number, origins: string[]): Promise<void> {
  for (let k = 0; k < count; k++) await ensureProject(db, { id: projectId(run, k), name: `Load ${k}`, allowedOrigins: origins });
}

/** A client address of its own for request `n` (65,536 of them, each used once every 131 s at 500/s). */
const clientOf = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

/** `path` on `base` with the call parameters `params` in its query. */
export function callUrl(base: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function post(target: WriteTarget, url: string, n: number, body: unknown, headers: Record<string, string> = {}): HttpRequest {
  return {
    url,
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json', 'x-forwarded-for': clientOf(n), ...headers },
    body: JSON.stringify(body),
  };
}

const storedSchema = z.object({ stored: z.literal(true) });
const startedSchema = z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) });

/** POST /e and POST /auth/v1/email/start over `projects` projects; each accepted write lands in `accepted`. */
export function writeEndpoints(target: WriteTarget, run: string, projects: number, accepted: Accepted): Endpoint[] {
  const eventId = (n: number) => `load-${run}-${n}`;
  const email = (n: number) => `load-${run}-${n}@example.com`;
  const key = new DeviceKey();
  return [
    {
      name: 'POST /e (analytics event)',
      route: { method: 'POST', path: '/e' },
      request: (n) =>
        post(target, callUrl(target.url, '/e', { ...target.call, projectId: projectId(run, n % projects) }), n, {
          eventId: eventId(n),
          url: 'http://localhost/bench',
          domain: 'localhost',
          timestamp: Date.now(),
          props: { type: 'track', event: 'BENCH_LOAD' },
        }),
      accepts(text, n) {
        if (!storedSchema.safeParse(jsonOf(text)).success) return false;
        accepted.events.push(eventId(n));
        return true;
      },
    },
    {
      name: 'POST /auth/v1/email/start',
      route: { method: 'POST', path: '/auth/v1/email/start' },
      request(n) {
        const url = callUrl(target.url, '/auth/v1/email/start', { ...target.call, projectId: projectId(run, n % projects) });
        return post(target, url, n, { email: email(n), deviceId: `load-device-${run}` }, { origin: target.frameOrigin, dpop: key.proof('POST', url) });
      },
      accepts(text, n) {
        if (!startedSchema.safeParse(jsonOf(text)).success) return false;
        accepted.codes.push(email(n));
        return true;
      },
    },
  ];
}

/** A new run's tag, so that its projects, events and emails are its own. */
export const newRun = () => randomBytes(4).toString('hex');

export interface WritesLost {
  accepted: number;
  stored: number;
}

/** How many accepted events, and accepted email starts (a login code, or for a new device its approval link), the database holds. */
export async function countStored(db: Queryable, accepted: Accepted): Promise<{ events: WritesLost; codes: WritesLost }> {
  const [events] = await db.query<{ n: number }>('select count(*)::int as n from analytics_events where event_id = any($1::text[])', [accepted.events]);
  const [codes] = await db.query<{ n: number }>(
    `select count(distinct email)::int as n from (
       select email from auth_codes where email = any($1::text[]) union all select email from auth_device_approvals where email = any($1::text[])
     ) as mailed`,
    [accepted.codes],
  );
  return { events: { accepted: accepted.events.length, stored: events!.n }, codes: { accepted: accepted.codes.length, stored: codes!.n } };
}
