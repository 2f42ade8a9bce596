// Loaded on first use by eip4361Siwx (with its messages), so a dApp that turns SIWX on does not carry zod in its entry.
import * as z from 'zod/mini';
import type { LatchStorage } from '../storage/storage.js';
import type { SiwxSession } from './types.js';

export const SESSIONS_KEY = 'siwx-sessions';

const sessionsSchema = z.array(
  z.object({
    data: z.object({
      accountAddress: z.string(),
      chainId: z.string(),
      domain: z.optional(z.string()),
      uri: z.optional(z.string()),
      nonce: z.optional(z.string()),
      issuedAt: z.optional(z.string()),
      expirationTime: z.optional(z.string()),
    }),
    message: z.string(),
    signature: z.string(),
  }),
);

/** The stored sessions; corrupt or ill-shaped storage reads as none. */
export const readSessions = (storage: LatchStorage): SiwxSession[] => storage.get(SESSIONS_KEY, sessionsSchema) ?? [];
export const writeSessions = (storage: LatchStorage, sessions: SiwxSession[]) => storage.set(SESSIONS_KEY, sessions);
