import type { Latch } from '../createLatch.js';
import { addPasskey as addPasskeyThunk, connectPasskey as connectPasskeyThunk } from '../features/embedded/passkeyThunks.js';

/** Adds a passkey to the signed-in embedded wallet: the person presses the frame's own button (the AddPasskey view lays the frame over itself). */
export const addPasskey = (latch: Latch) => latch.store.dispatch(addPasskeyThunk());
/** Signs in to the embedded wallet with a passkey alone (the ConnectingPasskey view), then connects its account. */
export const connectPasskey = (latch: Latch) => latch.store.dispatch(connectPasskeyThunk());
