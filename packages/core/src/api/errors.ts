import * as z from 'zod/mini';
import { LatchError } from '../errors/LatchError.js';

/** The error body of every service: a message, and reasons whose first description is shown where SPEC 8 says so. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  reasons: z.optional(z.array(z.object({ description: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** What a failed call's answer said besides its status, for callers that read more than the message. */
export interface ApiAnswer {
  /** The service's error body, when the answer had its shape. */
  errorBody?: ApiErrorBody;
  /** The whole answer as JSON: a refusal may say more than why (parse it before use). */
  json?: unknown;
  /** The answer's `Retry-After`, in milliseconds, when it gave one in whole seconds. */
  retryAfterMs?: number;
}

/** A failed call: it carries the HTTP status (SPEC 7), and the first reason's description if the service gave one. */
export class ApiError extends LatchError {
  override readonly name: string = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
    readonly answer: ApiAnswer = {},
  ) {
    super({ text: message });
  }
}
