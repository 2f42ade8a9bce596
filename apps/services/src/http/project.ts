// Every call carries projectId, st and sv as query parameters, POSTs too (ARCHITECTURE.md, wire
// conventions). The project must exist, and a browser's Origin must be on its allowlist.
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { OPENAPI_PATH } from '../openapi/path.js';
import { projectCacheOf } from '../projects/projectCache.js';
import type { AppEnv } from './env.js';
import { LIVENESS_PATHS, READINESS_PATH } from './health.js';
import { HttpError, invalidInput, UNAUTHORIZED_INVALID_KEY, UNAUTHORIZED_ORIGIN } from './errors.js';

export const REQUIRED_QUERY = ['projectId', 'st', 'sv'] as const;

export const callQuerySchema = z.object({
  projectId: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be 1 to 128 letters, digits, dots, dashes or underscores'),
  st: z.string().max(64, 'must be at most 64 characters'),
  sv: z.string().max(64, 'must be at most 64 characters'),
});

/** Paths any caller may reach without a project: the probes of http/health.ts, and the API's own description. */
export const OPEN_PATHS: ReadonlySet<string> = new Set([...LIVENESS_PATHS, READINESS_PATH, OPENAPI_PATH]);
/**
 * Path prefixes reached without a project: the onramp's provider page, whose unguessable id is the
 * capability, the social providers' callbacks, whose single-use state is, and the Farcaster relay's
 * routes for the person's wallet app, whose channel token is.
 */
export const OPEN_PATH_PREFIXES: readonly string[] = ['/onramp/checkout', '/auth/callback/', '/farcaster/v1/channel/'];
/** The wallet-provider RPC takes only chainId and projectId (SPEC 7), and so does its bundler beside it: st and sv are optional there. */
export const SDK_OPTIONAL_PATHS: ReadonlySet<string> = new Set(['/v1', '/v1/', '/v1/bundler']);

/** Whether `path` is reached without a project. */
export const isOpenPath = (path: string): boolean => OPEN_PATHS.has(path) || OPEN_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));

export const requireProject: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isOpenPath(c.req.path)) return next();
  const query = c.req.query();
  if (SDK_OPTIONAL_PATHS.has(c.req.path)) {
    query.st ??= '';
    query.sv ??= '';
  }
  const required = SDK_OPTIONAL_PATHS.has(c.req.path) ? (['projectId'] as const) : REQUIRED_QUERY;
  const missing = required.filter((name) => !query[name]?.trim());
  if (missing.length) {
    throw new HttpError(400, `Missing query parameter${missing.length > 1 ? 's' : ''}: ${missing.join(', ')} (every call carries projectId, st and sv)`);
  }
  const parsed = callQuerySchema.safeParse(query);
  if (!parsed.success) throw invalidInput('query', parsed.error);
  const project = await projectCacheOf(c.get('db')).find(parsed.data.projectId);
  if (!project) throw new HttpError(401, UNAUTHORIZED_INVALID_KEY);
  const origin = c.req.header('origin');
  if (origin !== undefined && !project.allowedOrigins.includes(origin)) throw new HttpError(403, UNAUTHORIZED_ORIGIN);
  c.set('project', project);
  await next();
};
