// The services' session as the frame keeps it (`@appkit-wallet/session`): the bearer token,
// which never leaves the frame, and an opaque handle that the app may hold instead
// (GET_SESSION_TOKEN, SESSION_UPDATE), random and unrelated to the token.
import * as z from 'zod/mini';
import { randomBytes, toBase64Url } from '../keys/bytes.js';
import { issuedSessionSchema, type IssuedSession } from '../services/schemas.js';
import type { FrameStorage } from '../storage.js';

const KEY = 'session';

export const storedSessionSchema = z.object({ ...issuedSessionSchema.shape, handle: z.string().check(z.minLength(16)) });
export type StoredSession = z.infer<typeof storedSessionSchema>;

export class SessionStore {
  constructor(private readonly storage: FrameStorage) {}

  load(): StoredSession | undefined {
    return this.storage.read(KEY, storedSessionSchema);
  }

  /** Keeps a new session; the handle is new unless `handle` is kept from the session it refreshes. */
  save(session: IssuedSession, handle = toBase64Url(randomBytes(24))): StoredSession {
    const stored = { ...session, handle };
    try {
      this.storage.write(KEY, stored);
    } catch {
      // Without storage the session lasts as long as the page.
    }
    return stored;
  }

  clear(): void {
    this.storage.remove(KEY);
  }
}
