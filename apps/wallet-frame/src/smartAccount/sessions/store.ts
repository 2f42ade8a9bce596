// The granted sessions, in the frame origin's storage (never the app's): each with its key sealed
// under the device key (keys/deviceKey.ts, a non-extractable AES key in IndexedDB), the account and
// network, the origin it was granted to, its limit and expiry.
import * as z from 'zod/mini';
import { open, seal } from '../../keys/aes.js';
import { fromBase64Url, toBase64Url, utf8 } from '../../keys/bytes.js';
import type { DeviceKeyStore } from '../../keys/deviceKey.js';
import type { FrameStorage } from '../../storage.js';
import { storedSessionSchema, type StoredSession } from './schemas.js';

export const SESSIONS_KEY = 'smartSessions';
const listSchema = z.array(storedSessionSchema);
/** What a sealed key is bound to: its own session, so a record's key cannot be moved to another. */
const sealedFor = (context: string) => `${SESSIONS_KEY}/${context.toLowerCase()}`;

export class SmartSessionStore {
  constructor(
    private readonly storage: FrameStorage,
    private readonly deviceKey: DeviceKeyStore,
  ) {}

  list(): StoredSession[] {
    return this.storage.read(SESSIONS_KEY, listSchema) ?? [];
  }

  find(context: string): StoredSession | undefined {
    return this.list().find((session) => session.context.toLowerCase() === context.toLowerCase());
  }

  /** The key of the session `context`, sealed for its record. */
  async seal(context: string, privateKey: string): Promise<string> {
    return toBase64Url(await seal(await this.deviceKey.key(), utf8(privateKey), sealedFor(context)));
  }

  /** Throws when the storage refuses. */
  add(session: StoredSession): void {
    this.storage.write(SESSIONS_KEY, [...this.list().filter((kept) => kept.context !== session.context), session]);
  }

  /** The session's key, opened with the device key (which fails if this browser lost it). */
  async privateKey(session: StoredSession): Promise<string> {
    return new TextDecoder().decode(await open(await this.deviceKey.key(), fromBase64Url(session.sealedKey), sealedFor(session.context)));
  }

  remove(context: string): void {
    const rest = this.list().filter((session) => session.context.toLowerCase() !== context.toLowerCase());
    if (rest.length) this.storage.write(SESSIONS_KEY, rest);
    else this.storage.remove(SESSIONS_KEY);
  }
}
