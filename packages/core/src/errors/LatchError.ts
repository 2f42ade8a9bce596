import type { Message, MessageValue } from './message.js';
import { unknown } from './startupMessages.js';

/**
 * A typed error: a message of the catalogue, whose id (and values) it carries so a person reads it
 * in their language, plus optional details and cause. A wallet's or a service's own words have no id.
 */
export class LatchError extends Error {
  override readonly name: string = 'LatchError';
  /** The catalogue id of the message, e.g. `signatureDeclined`. */
  readonly id: string | undefined;
  /** The values a parameterised message was written with, e.g. `[6]` for "This token allows at most 6 decimals.". */
  readonly values: MessageValue[] | undefined;
  readonly details: string | undefined;

  constructor({ id, values, text }: Message, options: { details?: string; cause?: unknown } = {}) {
    super(text, options.cause === undefined ? undefined : { cause: options.cause });
    this.id = id;
    this.values = values;
    this.details = options.details;
  }
}

/** The message of anything thrown, as state carries it: a LatchError's, else the error's own words, else "Unknown error". */
export function messageOf(error: unknown): Message {
  if (error instanceof LatchError) return { id: error.id, values: error.values, text: error.message };
  const text = ownWords(error);
  return text ? { text } : unknown;
}

/** The text to show for anything thrown: its own message, else "Unknown error". */
export const errorMessage = (error: unknown): string => messageOf(error).text;

function ownWords(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return undefined;
}
