import { connectEmail as connectEmailThunk, resendEmailCode as resendEmailCodeThunk, verifyEmailDevice as verifyEmailDeviceThunk, verifyEmailOtp as verifyEmailOtpThunk } from '../features/embedded/emailThunks.js';
import type { Latch } from '../createLatch.js';

/** Email login of the embedded wallet (SPEC 4): the address, a new device's code, the one-time code, and a resend. */
export const connectEmail = (latch: Latch, email: string) => latch.store.dispatch(connectEmailThunk(email));
export const verifyEmailDevice = (latch: Latch, code: string) => latch.store.dispatch(verifyEmailDeviceThunk(code));
export const verifyEmailOtp = (latch: Latch, otp: string) => latch.store.dispatch(verifyEmailOtpThunk(otp));
export const resendEmailCode = (latch: Latch) => latch.store.dispatch(resendEmailCodeThunk());
