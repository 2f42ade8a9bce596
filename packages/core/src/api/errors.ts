import * as z from 'zod/mini';
import { LatchError } from '../errors/LatchError.js';

/**
 * Words of the services that a person reads carry a catalogue id and the values they were written
 * with (`{ messageId: 'wrongCodesInRow', values: { seconds: 30 } }`), by which a client shows them in
 * the person's language; the English stays beside them for API users and logs. An id or values of
 * another shape (a hostile server, a newer one's values) are dropped, not refused: the client then
 * shows the English, as for an id it does not know.
 */
export const apiMessageIdSchema = z.catch(z.optional(z.string().check(z.regex(/^[a-z][A-Za-z0-9]{0,63}$/))), undefined);
export const apiMessageValuesSchema = z.catch(
  z.optional(z.record(z.string().check(z.regex(/^[a-z][A-Za-z0-9]{0,31}$/)), z.union([z.string().check(z.maxLength(200)), z.number()]))),
  undefined,
);
const translatable = { messageId: apiMessageIdSchema, values: apiMessageValuesSchema };

/** The error body of every service: a message, and reasons whose first description is shown where SPEC 8 says so; each with its id where a person reads it. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  ...translatable,
  reasons: z.optional(z.array(z.object({ description: z.string(), ...translatable }))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
/** The values an error body's words were written with, by name (ICU MessageFormat's arguments). */
export type ApiMessageValues = NonNullable<ApiErrorBody['values']>;

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
