/** The passkey views' English (AddPasskey, ConnectingPasskey). */
export const passkeyMessages = {
  'passkey.addedSealed': 'Passkey added, and your wallet’s backup is sealed with it: on a new device, choose “Sign in with a passkey” and use it to get your wallet back.',
  'passkey.added': 'Passkey added. Next time, sign in with it alone: choose “Sign in with a passkey”.',
  'passkey.backToAccount': 'Back to Account',
  'passkey.add': 'Add a passkey to your embedded wallet below, on the wallet’s own site. Your device will ask for your screen lock or security key.',
  'passkey.signIn': 'Sign in to your embedded wallet with a passkey below, on the wallet’s own site. Your device will ask for your screen lock or security key.',
} as const;
