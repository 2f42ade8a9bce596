// Probes for a balancer or an orchestrator, reached without a project (http/project.ts) and
// never rate limited: /healthz is 200 while the process serves (/health, which the local stack
// waits on, is the same); /readyz is 200 only while this replica should take requests.
import { Hono } from 'hono';
import { DRAINING, notReady, type NotReadyCheck, type ReadinessTargets } from '../lifecycle/readiness.js';
import type { AppEnv } from './env.js';
import { errorBody } from './errors.js';

export const LIVENESS_PATHS = ['/healthz', '/health'] as const;
export const READINESS_PATH = '/readyz';

/** Whether `path` is one of the probes, which a busy replica still answers. */
export const isProbePath = (path: string) => path === READINESS_PATH || (LIVENESS_PATHS as readonly string[]).includes(path);

/**
 * How long one round of readiness checks answers every probe. /readyz is public and never limited, so
 * without it a flood of probes would be a flood of calls to the database and the operator's (paid) nodes.
 */
export const READINESS_REUSE_MS = 1_000;

/** The readiness checks, run at most once per READINESS_REUSE_MS and shared by the probes meanwhile; draining is said at once. */
function sharedReadiness(targets: ReadinessTargets, now: () => number = Date.now): () => Promise<NotReadyCheck[]> {
  let last: { at: number; failed: Promise<NotReadyCheck[]> } | undefined;
  return () => {
    if (targets.draining.aborted) return Promise.resolve([DRAINING]);
    if (!last || now() - last.at >= READINESS_REUSE_MS) last = { at: now(), failed: notReady(targets) };
    return last.failed;
  };
}

export function healthRoutes(targets: ReadinessTargets): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const readiness = sharedReadiness(targets);
  for (const path of LIVENESS_PATHS) routes.get(path, (c) => c.json({ ok: true }));
  routes.get(READINESS_PATH, async (c) => {
    c.header('cache-control', 'no-store');
    const failed = await readiness();
    if (!failed.length) return c.json({ ready: true });
    const reasons = failed.map(({ check, reason }) => `${check}: ${reason}`);
    return c.json(errorBody(`Not ready: ${failed.map(({ check }) => check).join(', ')}`, reasons), 503);
  });
  return routes;
}
