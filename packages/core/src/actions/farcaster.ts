import type { Latch } from '../createLatch.js';
import { connectFarcaster as connectFarcasterThunk } from '../features/embedded/farcasterThunks.js';

/** Logs in with Farcaster through the embedded wallet (SPEC 2's ConnectingFarcaster): the frame shows the link and, once the person's Farcaster app approved, the account for the person to confirm. */
export const connectFarcaster = (latch: Latch) => latch.store.dispatch(connectFarcasterThunk());
