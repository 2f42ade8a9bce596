// The services' session as the frame keeps it (`@appkit-wallet/session`): the bearer token,
// which never leaves the frame, and an opaque handle that the app may hold instead
// (GET_SESSION_TOKEN, SESSION_UPDATE), random and unrelated to the token.
import { socialProviderSchema } from '@latch/frame/host';
import * as z from 'zod/mini';
import { randomBytes, toBase64Url } from '../keys/bytes.js';
import { issuedSessionSchema, type IssuedSession } from '@latch/core/api';
import type { FrameStorage } from '../storage.js';

export const SESSION_KEY = 'session';

/** How a social or Farcaster login's session came: the provider, and the person's name there (SPEC 3's userName). */
export const sessionSocialSchema = z.object({ provider: z.union([socialProviderSchema, z.literal('farcaster')]), name: z.nullable(z.string()) });
export type SessionSocial = z.infer<typeof sessionSocialSchema>;

export const storedSessionSchema = z.object({ ...issuedSessionSchema.shape, handle: z.string().check(z.minLength(16)), social: z.optional(sessionSocialSchema) });
export type StoredSession = z.infer<typeof storedSessionSchema>;

export class SessionStore {
  constructor(private readonly storage: FrameStorage) {}

  load(): StoredSession | undefined {
    return this.storage.read(SESSION_KEY, storedSessionSchema);
  }

  /** Keeps a new session (with how it came, for a social login); the handle is new unless `handle` is kept from the session it refreshes. */
  save(session: IssuedSession, handle = toBase64Url(randomBytes(24)), social?: SessionSocial): StoredSession {
    const stored = { ...session, handle, ...(social ? { social } : {}) };
    try {
      this.storage.write(SESSION_KEY, stored);
    } catch {
      // Without storage the session lasts as long as the page.
    }
    return stored;
  }

  clear(): void {
    this.storage.remove(SESSION_KEY);
  }
}
