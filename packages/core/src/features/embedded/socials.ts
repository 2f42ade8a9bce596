import { createSelector } from '@reduxjs/toolkit';
import { SOCIAL_PROVIDERS, socialsForTelegram, type SocialProvider, type TelegramPlatform } from '../../rules/socialProviders.js';
import type { Platform } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectEmailLoginOn } from './selectors.js';

/** Telegram's name for where its Mini App runs (`Telegram.WebApp.platform`), as SPEC 6's rules name it. */
export function readTelegramPlatform(): TelegramPlatform {
  const platform = (globalThis as { Telegram?: { WebApp?: { platform?: unknown } } }).Telegram?.WebApp?.platform;
  if (platform === 'ios') return 'ios';
  if (platform === 'macos') return 'macos';
  if (typeof platform === 'string' && platform.startsWith('android')) return 'android';
  return 'other';
}

/** The social logins the remote features name (SPEC 9), in their order; offered where email login is (an embedded wallet on the active namespace). Farcaster has its own view. */
export const selectSocialLogins = createSelector([(state: LatchState) => state.options.remoteFeatures.socials, selectEmailLoginOn], (socials, on): SocialProvider[] =>
  on ? socials.filter((name): name is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(name)) : [],
);

/** Those a person here can use: inside Telegram, SPEC 6 removes some by platform. */
export const socialsOnPlatform = <T extends string>(socials: readonly T[], platform: Platform): T[] =>
  platform.isTelegram() ? socialsForTelegram(socials, platform.telegramPlatform?.() ?? readTelegramPlatform()) : [...socials];

/** Connect's social row: the remote features' providers and Farcaster, in their order (SPEC 9), where email login is. */
export const selectSocialEntries = createSelector([(state: LatchState) => state.options.remoteFeatures.socials, selectEmailLoginOn], (socials, on): (SocialProvider | 'farcaster')[] =>
  on ? socials.filter((name): name is SocialProvider | 'farcaster' => name === 'farcaster' || (SOCIAL_PROVIDERS as readonly string[]).includes(name)) : [],
);

/** Farcaster, where the remote features name it (SPEC 9's default socials do) and email login is: its own ConnectingFarcaster view, not a provider's window. */
export const selectFarcasterLoginOn = (state: LatchState): boolean => selectEmailLoginOn(state) && state.options.remoteFeatures.socials.includes('farcaster');

