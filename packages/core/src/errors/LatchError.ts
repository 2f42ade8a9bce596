import { UNKNOWN } from './startupMessages.js';

/** A typed error: a short message from the catalogue plus optional details and cause. */
export class LatchError extends Error {
  override readonly name: string = 'LatchError';
  readonly details: string | undefined;

  constructor(shortMessage: string, options: { details?: string; cause?: unknown } = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.details = options.details;
  }
}

/** The message to show for anything thrown: its own message, else "Unknown error". */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return UNKNOWN;
}
