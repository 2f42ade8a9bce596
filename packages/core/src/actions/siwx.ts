import { cancelSignIn as cancelSignInThunk, signIn as signInThunk } from '../features/siwx/siwxThunks.js';
import type { Latch } from '../createLatch.js';

/** SIWX: sign the message on SIWXSignMessage, or cancel it (SPEC 4). */
export const signIn = (latch: Latch) => latch.store.dispatch(signInThunk());
export const cancelSignIn = (latch: Latch) => latch.store.dispatch(cancelSignInThunk());
