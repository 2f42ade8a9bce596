import { updateEmail as updateEmailThunk, verifyUpdateEmailPrimary as primaryThunk, verifyUpdateEmailSecondary as secondaryThunk } from '../features/embedded/emailUpdateThunks.js';
import type { Latch } from '../createLatch.js';

/**
 * Email update of the embedded wallet (SPEC 4): the new address, then the codes of the current and
 * the new address, both typed by the person into the wallet frame's own code screen (never passed
 * through the dApp). The account stays the same.
 */
export const updateEmail = (latch: Latch, email: string) => latch.store.dispatch(updateEmailThunk(email));
export const verifyUpdateEmailPrimary = (latch: Latch) => latch.store.dispatch(primaryThunk());
export const verifyUpdateEmailSecondary = (latch: Latch) => latch.store.dispatch(secondaryThunk());
