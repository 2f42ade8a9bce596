// The granted sessions, in the frame origin's storage (never the app's): each with its key, the
// account and network, the origin it was granted to, its limit and expiry.
import * as z from 'zod/mini';
import type { FrameStorage } from '../../storage.js';
import { storedSessionSchema, type StoredSession } from './schemas.js';

const SESSIONS_KEY = 'smartSessions';
const listSchema = z.array(storedSessionSchema);

export class SmartSessionStore {
  constructor(private readonly storage: FrameStorage) {}

  list(): StoredSession[] {
    return this.storage.read(SESSIONS_KEY, listSchema) ?? [];
  }

  find(context: string): StoredSession | undefined {
    return this.list().find((session) => session.context.toLowerCase() === context.toLowerCase());
  }

  /** Throws when the storage refuses: a session the frame cannot keep is not granted. */
  add(session: StoredSession): void {
    this.storage.write(SESSIONS_KEY, [...this.list().filter((kept) => kept.context !== session.context), session]);
  }

  remove(context: string): void {
    const rest = this.list().filter((session) => session.context.toLowerCase() !== context.toLowerCase());
    if (rest.length) this.storage.write(SESSIONS_KEY, rest);
    else this.storage.remove(SESSIONS_KEY);
  }
}
