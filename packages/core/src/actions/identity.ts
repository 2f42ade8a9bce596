import type { Latch } from '../createLatch.js';
import { fetchIdentity } from '../features/account/identityRequests.js';
import { unwrapRequest } from '../store/unwrapRequest.js';

/** Reads the active account's name and avatar (SPEC 7) into its profile; cached 5 minutes (SPEC 9). */
export const loadIdentity = async (latch: Latch) => (await unwrapRequest(latch.store.dispatch(fetchIdentity())))?.identity;
