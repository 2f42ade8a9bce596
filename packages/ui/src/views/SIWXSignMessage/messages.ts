/** The SIWXSignMessage view's English, as SPEC writes it. */
export const siwxMessages = {
  'siwx.thisApp': 'This app',
  'siwx.lead': '{app} needs to connect to your wallet',
  'siwx.hint': 'Sign this message to prove you own this wallet and proceed.',
  'siwx.hintRequired': 'Sign this message to prove you own this wallet and proceed. Cancelling will disconnect you.',
  'siwx.cancelling': 'Cancelling…',
  'siwx.cancel': 'Cancel',
  'siwx.signing': 'Signing…',
  'siwx.sign': 'Sign',
} as const;
