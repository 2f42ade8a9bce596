// The social login's words on the frame's action screen (screens/actionScreen.ts).
import type { SocialProvider } from '@latch/frame/host';
import { frameMessages } from '../i18n/translate.js';
import type { ActionText } from '../screens/actionScreen.js';

/** The providers' own names: brands, never translated. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord' };

export const socialMessages = {
  'social.title': 'Sign in with {provider}',
  'social.intro': '{provider} opens in a new window. Once you are done there, this wallet finishes signing you in.',
  'social.button': 'Continue with {provider}',
  'social.waiting': 'Finish signing in with {provider} in the window that opened…',
  'social.where': 'This is the Latch wallet at {origin}. A sign-in started here finishes only here.',
  /** The browser refused the window the screen's button opens. */
  'social.windowBlocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
  'social.windowClosed': 'The sign-in window was closed before the login finished.',
} as const;
/** The social login's words, for what went wrong with its window (said on the screen, which offers its button again). */
export const socialWords = frameMessages(socialMessages);

/** The screen's words for a sign-in with `provider`, on the frame at `origin`. */
export function socialText(provider: SocialProvider, origin: string): ActionText {
  const values = { provider: SOCIAL_PROVIDER_NAMES[provider] };
  return {
    title: { id: 'social.title', values },
    intro: { id: 'social.intro', values },
    button: { id: 'social.button', values },
    waiting: { id: 'social.waiting', values },
    where: { id: 'social.where', values: { origin } },
  };
}
