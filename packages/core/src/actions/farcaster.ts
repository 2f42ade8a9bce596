import type { Latch } from '../createLatch.js';
import { connectFarcaster as connectFarcasterThunk } from '../features/embedded/farcasterThunks.js';

/** Logs in with Farcaster through the embedded wallet (SPEC 2's ConnectingFarcaster): the link shows as the account's farcasterUrl until the person approves it in their Farcaster app. */
export const connectFarcaster = (latch: Latch) => latch.store.dispatch(connectFarcasterThunk());
