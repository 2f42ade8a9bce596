// Every error leaves as a non-2xx status with `{ message, reasons?: [{ description }] }`: the error
// body of `@latch/core/api`, the shape every client parses.
import type { ApiErrorBody } from '@latch/core/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { currentLog } from '../observability/current.js';

/** Thrown by handlers and middleware; the app's error handler turns it into the error body. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly reasons?: string[],
    /** Sent as `Retry-After`: how many whole seconds to wait before asking again. */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

/** A 429 that says, in `Retry-After`, how many whole seconds to wait. */
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterS: number, reasons?: string[]) {
    super(429, message, reasons, retryAfterS);
  }
}

/** Whole seconds until `until`, at least 1: a client that waits that long is not refused for the same reason. */
export const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

export { UNAUTHORIZED_INVALID_KEY, UNAUTHORIZED_ORIGIN } from '@latch/core/api';

export function errorBody(message: string, reasons?: string[]): ApiErrorBody {
  return reasons?.length ? { message, reasons: reasons.map((description) => ({ description })) } : { message };
}

/** A 400 naming what is wrong with which field, one reason per problem. */
export function invalidInput(what: string, error: z.ZodError): HttpError {
  const reasons = error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  return new HttpError(400, `Invalid ${what}: ${reasons.join('; ')}`, reasons);
}

export function onError(error: Error, c: Context): Response {
  if (error instanceof HttpError) {
    if (error.retryAfterS !== undefined) c.header('retry-after', String(error.retryAfterS));
    return c.json(errorBody(error.message, error.reasons), error.status);
  }
  currentLog().error({ err: error }, 'unhandled error');
  return c.json(errorBody('Internal server error'), 500);
}

export const notFound = (c: Context) => c.json(errorBody(`Not found: ${c.req.method} ${c.req.path}`), 404);
