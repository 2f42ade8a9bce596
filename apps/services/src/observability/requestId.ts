// A request's id, in its log lines and its `x-request-id` answer: the one a trusted reverse proxy
// set (only when `trustedProxies` says one stands in front, as http/client.ts reads X-Forwarded-For),
// else a new UUID. A client reaching the services directly cannot choose what their logs say.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: short, and nothing that could forge a log field or line. */
const FORWARDED_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(c: Context, trustedProxies: number): string {
  const forwarded = trustedProxies > 0 ? c.req.header(REQUEST_ID_HEADER) : undefined;
  return forwarded !== undefined && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}
