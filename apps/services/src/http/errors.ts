// Every error leaves as a non-2xx status with `{ message, reasons?: [{ description }] }`: the error
// body of `@latch/core/api`, the shape every client parses; words a person reads carry their
// `messageId` and `values` beside the English.
import type { ApiErrorBody, ApiMessageValues } from '@latch/core/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { currentLog } from '../observability/current.js';
import type { AppEnv } from './env.js';

/**
 * Words a person reads on the wallet's screens: the English, and the catalogue id and values by
 * which the frame shows them in the person's language (its `services.<id>` messages).
 */
export interface Said {
  message: string;
  messageId: string;
  values?: ApiMessageValues;
}
/** What an error says: words for API users and logs alone, or words a person reads too. */
export type Words = string | Said;

export const englishOf = (words: Words) => (typeof words === 'string' ? words : words.message);

/** The words of `table` under `keys` that a person reads, each said with the id `<prefix><Key>` (`auth`, `codeInvalid`: `authCodeInvalid`). */
export const saidFrom = <Table extends Readonly<Record<string, unknown>>, Key extends { [K in keyof Table]: Table[K] extends string ? K : never }[keyof Table] & string>(
  prefix: string,
  table: Table,
  keys: readonly Key[],
) => Object.fromEntries(keys.map((key) => [key, { message: table[key] as string, messageId: `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}` }])) as Readonly<Record<Key, Said>>;

/** The line the operator's log gets for an error a client is answered with: why it happened. */
export interface Logged {
  level: 'warn' | 'error';
  msg: string;
  fields: Record<string, unknown>;
}

/** Thrown by handlers and middleware; the app's error handler turns it into the error body. */
export class HttpError extends Error {
  /** Logged by the app's error handler, with the id of the request it answers (withLog). */
  logged: Logged | undefined;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly words: Words,
    readonly reasons?: Words[],
    /** Sent as `Retry-After`: how many whole seconds to wait before asking again. */
    readonly retryAfterS?: number,
  ) {
    super(englishOf(words));
  }

  /** This error, to be logged at `level` as `msg` with `fields` when it is answered. */
  withLog(level: Logged['level'], msg: string, fields: Record<string, unknown>): this {
    this.logged = { level, msg, fields };
    return this;
  }
}

/**
 * Takes back the first writes of a request that failed with `error` (`undo`), then throws `error` as
 * it was: the client is answered for the first failure. Should the undo fail too, its error joins
 * `error`'s log line as `undoErr` (an HttpError without one gets one; any other error, which the
 * error handler logs as unhandled, a line of its own beside it), so neither goes unlogged.
 */
export async function undoThenThrow(error: unknown, undo: () => Promise<unknown>): Promise<never> {
  try {
    await undo();
  } catch (undoErr) {
    if (!(error instanceof HttpError)) currentLog().error({ undoErr }, 'a failed request could not take back its first writes');
    else if (error.logged) error.logged.fields = { ...error.logged.fields, undoErr };
    else error.withLog('error', 'a failed request could not take back its first writes', { undoErr });
  }
  throw error;
}

/** A 429 that says, in `Retry-After`, how many whole seconds to wait. */
export class TooManyRequests extends HttpError {
  constructor(words: Words, retryAfterS: number, reasons?: Words[]) {
    super(429, words, reasons, retryAfterS);
  }
}

/** Whole seconds until `until`, at least 1: a client that waits that long is not refused for the same reason. */
export const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

export { UNAUTHORIZED_INVALID_KEY, UNAUTHORIZED_ORIGIN } from '@latch/core/api';

const bodyOf = (words: Words) => (typeof words === 'string' ? { message: words } : words);

export function errorBody(words: Words, reasons?: Words[]): ApiErrorBody {
  const body = bodyOf(words);
  if (!reasons?.length) return body;
  return { ...body, reasons: reasons.map((reason) => {
    const { message: description, ...said } = bodyOf(reason);
    return { description, ...said };
  }) };
}

/** A 400 naming what is wrong with which field, one reason per problem. */
export function invalidInput(what: string, error: z.ZodError): HttpError {
  const reasons = error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  return new HttpError(400, `Invalid ${what}: ${reasons.join('; ')}`, reasons);
}

export function onError(error: Error, c: Context<AppEnv>): Response {
  // The request's log, which names its id; an error thrown before observeRequests set it has the instance's.
  const log = c.var.log ?? currentLog();
  if (error instanceof HttpError) {
    if (error.logged) log[error.logged.level](error.logged.fields, error.logged.msg);
    if (error.retryAfterS !== undefined) c.header('retry-after', String(error.retryAfterS));
    return c.json(errorBody(error.words, error.reasons), error.status);
  }
  log.error({ err: error }, 'unhandled error');
  return c.json(errorBody('Internal server error'), 500);
}

export const notFound = (c: Context) => c.json(errorBody(`Not found: ${c.req.method} ${c.req.path}`), 404);
