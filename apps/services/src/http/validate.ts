// Every input is checked with zod on the server before a handler reads it, and every JSON body
// is limited in size: parseJsonBody reads no more than its limit.
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, invalidInput } from './errors.js';

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalidInput('query', parsed.error);
  return parsed.data;
}

export function parseParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw invalidInput(name, parsed.error);
  return parsed.data;
}

export interface BodyLimit {
  maxBytes: number;
  /** The 413's message; `Request too large: at most N bytes` unless set. */
  message?: string;
}

/** What a JSON body may weigh unless its route says otherwise. */
export const DEFAULT_BODY_LIMIT: BodyLimit = { maxBytes: 16 * 1024 };

/** The body as text, refused with 413 once it passes `maxBytes` (before any of it is read when its length says so). */
async function readBody(c: Context, { maxBytes, message = `Request too large: at most ${maxBytes} bytes` }: BodyLimit): Promise<string> {
  const tooLarge = () => new HttpError(413, message);
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) throw tooLarge();
  // Served by @hono/node-server, Node's own message: asking its lightweight request for a web body
  // builds a whole Request first (a tenth of a worker's CPU on the email start at 500/s).
  const body = (c.env as Partial<HttpBindings> | undefined)?.incoming ?? c.req.raw.body;
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S, limit: BodyLimit = DEFAULT_BODY_LIMIT): Promise<z.output<S>> {
  const text = await readBody(c, limit);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Invalid body: expected JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput('body', parsed.error);
  return parsed.data;
}

/** An `application/x-www-form-urlencoded` body (a provider's form post) as its fields, limited like a JSON body; another type is a 415. */
export async function readFormBody(c: Context, limit: BodyLimit = DEFAULT_BODY_LIMIT): Promise<Record<string, string>> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new HttpError(415, 'Invalid body: expected a form (application/x-www-form-urlencoded)');
  return Object.fromEntries(new URLSearchParams(await readBody(c, limit)));
}
