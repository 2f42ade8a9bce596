// The embedded wallet's frame and the services answer in English words alone: their wire carries no
// message ids, nor does RTK Query's error of a failed call. Those words that are the catalogue's
// messages, written to the letter on both sides (SPEC 8), are known again here, so a person reads
// them translated like core's own.
import { apiRequestTimedOut, chainNotSupported, emailThrottled, requestAborted, rpcNotAllowed, signatureDeclined, swapsNetworkNotSupported, unknown } from './catalogue.js';
import type { Message } from './message.js';

/** The catalogue's messages the frame or the services write too, and those a failed call's error keeps as words. */
const KNOWN_BY_THEIR_WORDS = [signatureDeclined, chainNotSupported, rpcNotAllowed, swapsNetworkNotSupported, requestAborted, unknown, apiRequestTimedOut];

/** The email throttle's words around its seconds. */
const [throttleBefore = '', throttleAfter = ''] = emailThrottled(NaN).text.split('NaN');

/** What the frame or a service said, as a message: the catalogue's, with its id and values, when it is one of those; else its words alone. */
export function messageFromWire(text: string): Message {
  const known = KNOWN_BY_THEIR_WORDS.find((message) => message.text === text);
  if (known) return known;
  const seconds = text.startsWith(throttleBefore) && text.endsWith(throttleAfter) ? text.slice(throttleBefore.length, text.length - throttleAfter.length) : '';
  return /^\d+$/.test(seconds) ? emailThrottled(Number(seconds)) : { text };
}

/** A failed call's message: RTK Query keeps a call's error as words, known again here where they are the catalogue's; `fallback` without any. */
export const callFailure = (error: { message?: string } | undefined, fallback: Message): Message => (error?.message ? messageFromWire(error.message) : fallback);
