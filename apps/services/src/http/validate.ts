// Every input is checked with zod on the server before a handler reads it.
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

export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'Invalid body: expected JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput('body', parsed.error);
  return parsed.data;
}
