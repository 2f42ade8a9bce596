// The passkey steps' words on the frame's action screen (screens/actionScreen.ts).
import type { ActionText } from '../screens/actionScreen.js';

export type PasskeyStep = 'add' | 'signIn' | 'seal';

export const PASSKEY_TEXT = {
  add: { title: 'Add a passkey', intro: 'Sign in to this wallet next time with your device’s screen lock or security key, no email code needed.', button: 'Add a passkey' },
  signIn: { title: 'Sign in with a passkey', intro: 'Use a passkey you added to this wallet.', button: 'Use a passkey' },
  seal: {
    title: 'Protect your backup with this passkey',
    intro:
      'Seal your wallet’s backup with the passkey you just added, so that the wallet’s servers alone can never open it. On a new device you then sign in with this passkey to get your wallet back: an email code alone will no longer recover it.',
    button: 'Seal backup with passkey',
  },
  waiting: 'Follow your device’s prompt…',
  where: (origin: string) => `This is the Latch wallet at ${origin}. Passkeys are only used here.`,
} as const;

/** The screen's words for `step`, on the frame at `origin`. */
export const passkeyText = (step: PasskeyStep, origin: string): ActionText => ({ ...PASSKEY_TEXT[step], waiting: PASSKEY_TEXT.waiting, where: PASSKEY_TEXT.where(origin) });
