import { connectEmail as connectEmailThunk, verifyEmailDevice as verifyEmailDeviceThunk, verifyEmailOtp as verifyEmailOtpThunk } from '../features/embedded/emailThunks.js';
import type { Latch } from '../createLatch.js';

/**
 * Email login of the embedded wallet (SPEC 4): the address, then a new device's code and the
 * one-time code, both typed by the person into the wallet frame's own code screen (never passed
 * through the dApp), which also resends them.
 */
export const connectEmail = (latch: Latch, email: string) => latch.store.dispatch(connectEmailThunk(email));
export const verifyEmailDevice = (latch: Latch) => latch.store.dispatch(verifyEmailDeviceThunk());
export const verifyEmailOtp = (latch: Latch) => latch.store.dispatch(verifyEmailOtpThunk());
