// One log line and the request series per request, with the request's id in the line and in the
// answer's `x-request-id`. The line names the route's pattern, never the path or query (which may
// hold an address, an email or a token), and no header or body.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import type { Logger } from './logger.js';
import { loginOutcome } from './loginRoutes.js';
import type { ServicesMetrics } from './metrics.js';
import { REQUEST_ID_HEADER, requestIdOf } from './requestId.js';
import { routePattern } from './route.js';

export interface Observability {
  logger: Logger;
  metrics: ServicesMetrics;
}

export function observeRequests({ logger, metrics }: Observability, trustedProxies: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c, trustedProxies);
    c.set('log', logger.child({ reqId }));
    c.set('metrics', metrics);
    // Before the answer exists, so that every answer made through the context carries it.
    c.header(REQUEST_ID_HEADER, reqId);
    await next();
    // An answer made outside the context (a Response handed back as it is) gets it now.
    if (!c.res.headers.has(REQUEST_ID_HEADER)) c.header(REQUEST_ID_HEADER, reqId);
    const durationMs = performance.now() - started;
    const { method } = c.req;
    const route = routePattern(c);
    const { status } = c.res;
    c.var.log.info({ method, route, status, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
    metrics.request(method, route, status, durationMs / 1000);
    const login = loginOutcome(method, route, status);
    if (login) metrics.login(login.method, login.outcome);
  };
}
