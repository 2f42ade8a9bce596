import type { Message, MessageValue } from './message.js';
import { unknown } from './startupMessages.js';

/**
 * A typed error: a message of the catalogue, whose id (and values) it carries so a person reads it
 * in their language, plus optional details and cause. A wallet's or a service's own words have no id.
 */
export class LatchError extends Error {
  override readonly name: string = 'LatchError';
  // Declared only, set by the constructor: a field declaration would cost the page's entry its bytes.
  /** The catalogue id of the message, e.g. `signatureDeclined`. */
  declare readonly id: string | undefined;
  /** The values a parameterised message was written with, e.g. `[6]` for "This token allows at most 6 decimals.". */
  declare readonly values: MessageValue[] | undefined;
  declare readonly details: string | undefined;

  constructor({ id, values, text }: Message, options: { details?: string; cause?: unknown } = {}) {
    super(text, options.cause === undefined ? undefined : { cause: options.cause });
    this.id = id;
    this.values = values;
    this.details = options.details;
  }
}

/**
 * The message of anything thrown, as state carries it: a LatchError's, a message itself (a request's
 * rejection), else the error's own words, else "Unknown error".
 */
export function messageOf(error: unknown): Message {
  if (error instanceof LatchError) return { id: error.id, values: error.values, text: error.message };
  // A thrown string is its own words.
  const { text, message = error } = Object(error) as { text?: unknown; message?: unknown };
  if (typeof text === 'string') return error as Message;
  return typeof message === 'string' && message ? { text: message } : unknown;
}
