// The key routes answer only the wallet frame: a browser sets `Origin` itself, so a dApp's page
// (on an origin of the project's allowlist, but not a frame origin) cannot read a wrap key or a
// backup even if it somehow held a session token. Calls without an Origin are refused too.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { AUTH_MESSAGES } from './messages.js';

export function requireFrameOrigin(frameOrigins: readonly string[], message: string = AUTH_MESSAGES.frameOnly): MiddlewareHandler<AppEnv> {
  const allowed = new Set(frameOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined || !allowed.has(origin)) throw new HttpError(403, message);
    await next();
  };
}
