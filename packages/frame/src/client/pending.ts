// The table of requests waiting for their reply: each one ends exactly once, by its reply,
// its timeout, its AbortSignal, the frame's page loading again, or the client's destruction.
import { errorType, successType, type AppRequestType } from '../protocol/constants.js';
import type { FrameReply } from '../protocol/messages.js';
import { FrameError, frameError } from './errors.js';
import type { FrameClock } from './timeouts.js';

interface Entry {
  type: AppRequestType;
  /** Posted to the frame's page (not only waiting for READY). */
  posted: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer?: unknown;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export interface PendingRequests {
  /** Registers request `id`; the promise settles once. An aborted signal rejects at once. */
  add(id: string, type: AppRequestType, signal?: AbortSignal): Promise<unknown>;
  has(id: string): boolean;
  /** Marks a request as posted, and starts its reply timer when it has a limit. */
  markPosted(id: string, timeoutMs: number | undefined): void;
  /** Settles the request a reply answers; replies to no waiting request, or of another type, are ignored. */
  settle(reply: FrameReply): void;
  reject(id: string, error: unknown): void;
  rejectAll(error: (type: AppRequestType, id: string) => unknown): void;
  /** Rejects the requests already posted: the page they went to is gone. */
  rejectPosted(error: (type: AppRequestType, id: string) => unknown): void;
}

export function createPendingRequests(clock: FrameClock): PendingRequests {
  const entries = new Map<string, Entry>();

  const finish = (id: string): Entry | undefined => {
    const entry = entries.get(id);
    if (!entry) return undefined;
    entries.delete(id);
    if (entry.timer !== undefined) clock.clearTimeout(entry.timer);
    if (entry.onAbort) entry.signal?.removeEventListener('abort', entry.onAbort);
    return entry;
  };

  const reject = (id: string, error: unknown) => finish(id)?.reject(error);

  return {
    add(id, type, signal) {
      return new Promise((resolve, rejectPromise) => {
        if (signal?.aborted) {
          rejectPromise(frameError('aborted', type, id));
          return;
        }
        const entry: Entry = { type, posted: false, resolve, reject: rejectPromise };
        if (signal) {
          entry.signal = signal;
          entry.onAbort = () => reject(id, frameError('aborted', type, id));
          signal.addEventListener('abort', entry.onAbort, { once: true });
        }
        entries.set(id, entry);
      });
    },
    has: (id) => entries.has(id),
    markPosted(id, timeoutMs) {
      const entry = entries.get(id);
      if (!entry) return;
      entry.posted = true;
      if (timeoutMs !== undefined) entry.timer = clock.setTimeout(() => reject(id, frameError('timeout', entry.type, id)), timeoutMs);
    },
    settle(reply) {
      const entry = entries.get(reply.id);
      if (!entry) return;
      if (reply.type === successType(entry.type)) {
        finish(reply.id);
        entry.resolve(reply.payload);
      } else if (reply.type === errorType(entry.type)) {
        finish(reply.id);
        const { message } = reply.payload as { message: string };
        entry.reject(new FrameError('frame', message, { requestType: entry.type, requestId: reply.id }));
      }
    },
    reject,
    rejectAll(error) {
      for (const [id, entry] of [...entries]) reject(id, error(entry.type, id));
    },
    rejectPosted(error) {
      for (const [id, entry] of [...entries]) if (entry.posted) reject(id, error(entry.type, id));
    },
  };
}
