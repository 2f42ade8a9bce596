// What a route file says of its routes for the OpenAPI document (document.ts): the same zod
// schemas its handlers validate with, the schema its answers follow (core's `@latch/core/api`
// where the client parses them), and an example of each answer. Each routes file keeps its own
// list beside it (`*.openapi.ts`).
import { apiErrorBodySchema } from '@latch/core/api';
import { errorBody, type Words } from '../http/errors.js';
import type { ZodObject } from 'zod';
import type { $ZodType } from 'zod/v4/core';

export type HttpMethod = 'get' | 'post' | 'put';

export interface ResponseDoc {
  description: string;
  /** The answer's schema; JSON unless `type` says otherwise. */
  schema: $ZodType;
  /** An answer this route gives, as it gives it. */
  example: unknown;
  /** The media type, when not JSON. */
  type?: string;
}

export interface RouteDoc {
  method: HttpMethod;
  /** As Hono writes it: `/v1/sessions/:id`. */
  path: string;
  summary: string;
  tag: string;
  /** The route's own query parameters (the call's projectId, st and sv are added for every checked route). */
  query?: ZodObject;
  params?: ZodObject;
  headers?: ZodObject;
  body?: { schema: $ZodType; type?: string };
  /** Whether the route counts its calls against its area's write limits (429 past them). */
  limited?: boolean;
  responses: Record<number, ResponseDoc>;
}

/** A JSON answer. */
export const answer = (description: string, schema: $ZodType, example: unknown): ResponseDoc => ({ description, schema, example });

/** A refusal: core's error body `{ message, messageId?, values?, reasons? }`, with the words this route gives (their id where a person reads them). */
export const refusal = (description: string, words: Words, reasons?: Words[]): ResponseDoc => ({
  description,
  schema: apiErrorBodySchema,
  example: errorBody(words, reasons),
});
