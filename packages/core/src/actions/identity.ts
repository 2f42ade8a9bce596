import type { Latch } from '../createLatch.js';
import { fetchIdentity } from '../features/account/identityThunks.js';

/** Reads the active account's name and avatar (SPEC 7) into its profile; cached 5 minutes (SPEC 9). */
export const loadIdentity = (latch: Latch) => latch.store.dispatch(fetchIdentity());
