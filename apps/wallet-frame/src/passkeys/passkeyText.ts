// The passkey steps' words on the frame's action screen (screens/actionScreen.ts).

import type { ActionText } from '../screens/actionScreen.js';

export type PasskeyStep = 'add' | 'signIn' | 'seal';

export const passkeyMessages = {
  'passkey.add.title': 'Add a passkey',
  'passkey.add.intro': 'Sign in to this wallet next time with your device’s screen lock or security key, no email code needed.',
  'passkey.add.button': 'Add a passkey',
  'passkey.signIn.title': 'Sign in with a passkey',
  'passkey.signIn.intro': 'Use a passkey you added to this wallet.',
  'passkey.signIn.button': 'Use a passkey',
  'passkey.seal.title': 'Protect your backup with this passkey',
  'passkey.seal.intro':
    'Seal your wallet’s backup with the passkey you just added, so that the wallet’s servers alone can never open it. On a new device you then sign in with this passkey to get your wallet back: an email code alone will no longer recover it.',
  'passkey.seal.button': 'Seal backup with passkey',
  'passkey.waiting': 'Follow your device’s prompt…',
  'passkey.where': 'This is the Latch wallet at {origin}. Passkeys are only used here.',
} as const;

/** The screen's words for `step`, on the frame at `origin`. */
export const passkeyText = (step: PasskeyStep, origin: string): ActionText => ({
  title: { id: `passkey.${step}.title` },
  intro: { id: `passkey.${step}.intro` },
  button: { id: `passkey.${step}.button` },
  waiting: { id: 'passkey.waiting' },
  where: { id: 'passkey.where', values: { origin } },
});
