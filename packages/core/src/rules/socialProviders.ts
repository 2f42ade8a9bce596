// Kept apart from the auth schemas: Connect draws the social row from this list, and importing it
// must not bring zod into Connect's first paint. The list is a wire fact, owned by `@latch/core/api`.
import type { SocialProvider } from '../api/socials.js';

export { SOCIAL_PROVIDERS, type SocialProvider } from '../api/socials.js';

export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other';

/** SPEC 6: inside Telegram, iOS drops google, macOS drops x, Android drops facebook and x. */
const TELEGRAM_REMOVED: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
};

export function socialsForTelegram<T extends string>(providers: readonly T[], platform: TelegramPlatform): T[] {
  const removed: readonly string[] = TELEGRAM_REMOVED[platform];
  return providers.filter((provider) => !removed.includes(provider));
}
