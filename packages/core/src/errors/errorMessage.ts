// Apart from LatchError.ts, which the page's entry carries: only lazily loaded code reads an error's text alone.
import { messageOf } from './LatchError.js';

/** The text to show for anything thrown: its own message, else "Unknown error". */
export const errorMessage = (error: unknown): string => messageOf(error).text;
