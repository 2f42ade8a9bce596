// The social login's words on the frame's action screen (screens/actionScreen.ts).
import type { SocialProvider } from '@latch/frame/host';
import type { ActionText } from '../screens/actionScreen.js';

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord' };

/** The screen's words for a sign-in with `provider`, on the frame at `origin`. */
export function socialText(provider: SocialProvider, origin: string): ActionText {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  return {
    title: `Sign in with ${name}`,
    intro: `${name} opens in a new window. Once you are done there, this wallet finishes signing you in.`,
    button: `Continue with ${name}`,
    waiting: `Finish signing in with ${name} in the window that opened…`,
    where: `This is the Latch wallet at ${origin}. A sign-in started here finishes only here.`,
  };
}
