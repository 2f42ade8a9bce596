// CORS. Data only ever reaches allowed origins: any other is refused (403) before a handler runs.
// The origin is reflected on answers to allowed origins and on refusals, so that a browser lets
// the client read the refusal: the client turns 401 "invalid key" and 403 into its alerts
// (SPEC 8), which it could not do with an opaque network error. Preflights carry no data and are
// answered for any origin so the real request can be made and, if need be, refused.
import type { MiddlewareHandler } from 'hono';
import type { Project } from '../projects/store.js';
import type { AppEnv } from './env.js';

const ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS';
/** x-farcaster-auth-relay-key: Farcaster's auth-client sends it with a wallet app's approval (the relay ignores it: the signature is the proof). */
const ALLOWED_HEADERS = 'accept, content-type, authorization, dpop, x-farcaster-auth-relay-key';
const PREFLIGHT_MAX_AGE_S = '600';

export const cors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    const headers = new Headers({ vary: 'Origin, Access-Control-Request-Headers' });
    if (origin) {
      headers.set('access-control-allow-origin', origin);
      headers.set('access-control-allow-methods', ALLOWED_METHODS);
      headers.set('access-control-allow-headers', ALLOWED_HEADERS);
      headers.set('access-control-max-age', PREFLIGHT_MAX_AGE_S);
    }
    return new Response(null, { status: 204, headers });
  }
  await next();
  c.res.headers.append('vary', 'Origin');
  const allowed = (c.get('project') as Project | undefined) !== undefined;
  if (origin && (allowed || c.res.status >= 400)) {
    c.res.headers.set('access-control-allow-origin', origin);
    // A 429's wait, which a browser hides from the client unless told.
    c.res.headers.set('access-control-expose-headers', 'Retry-After');
  }
};
