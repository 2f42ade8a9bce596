import type { Latch } from '../createLatch.js';
import { connectSocial as connectSocialThunk } from '../features/embedded/socialThunks.js';
import type { SocialProvider } from '../rules/socialProviders.js';

/**
 * Logs in with a social provider through the embedded wallet (SPEC 4): the person presses the
 * wallet frame's own button, which the ConnectingSocial view lays over the modal; the frame opens the
 * provider's window and finishes the login. Resolves once connected.
 */
export const connectSocial = (latch: Latch, provider: SocialProvider) => latch.store.dispatch(connectSocialThunk(provider));
