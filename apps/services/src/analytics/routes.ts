// POST /e takes the client's events (SPEC 7); GET /analytics/summary counts them for the demo.
// Origins not on the project's allowlist never get here: they are refused with 403, which the
// client shows once as "Invalid App Configuration" (SPEC 8).
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { limitWrites, type WriteLimits } from '../http/rateLimit.js';
import { parseJsonBody } from '../http/validate.js';
import { analyticsEventSchema, storeEvent, summarize } from './store.js';

/** An error event carries a stack; nothing the client sends comes near this. */
export const MAX_EVENT_BYTES = 64 * 1024;

/** A page sends an event per modal step and at most 5 errors a minute (SPEC 8). */
export const EVENT_LIMITS: WriteLimits = { area: 'analytics', perClient: { max: 120, windowMs: 60_000 }, perProject: { max: 6000, windowMs: 60_000 } };

export function analyticsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/e', limitWrites(EVENT_LIMITS), async (c) => {
    const event = await parseJsonBody(c, analyticsEventSchema, { maxBytes: MAX_EVENT_BYTES, message: `Event too large: at most ${MAX_EVENT_BYTES} bytes` });
    const project = c.get('project');
    if (!project.analyticsEnabled) return c.json({ stored: false }, 202);
    await storeEvent(c.get('db'), project.id, event, c.req.header('origin') ?? null);
    return c.json({ stored: true }, 202);
  });

  routes.get('/analytics/summary', async (c) => c.json(await summarize(c.get('db'), c.get('project').id)));

  return routes;
}
