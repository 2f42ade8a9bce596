import type { Latch } from '../createLatch.js';
import { connectSocial as connectSocialThunk, type SocialWindow } from '../features/embedded/socialThunks.js';
import type { SocialProvider } from '../rules/socialProviders.js';

/**
 * Logs in with a social provider through the embedded wallet (SPEC 4). Open `popup` in the person's
 * click, before anything is awaited (`window.open('', …)`), so no pop-up blocker stops it; null when
 * the browser blocked it anyway.
 */
export const connectSocial = (latch: Latch, provider: SocialProvider, popup: SocialWindow | null) => latch.store.dispatch(connectSocialThunk(provider, popup));
