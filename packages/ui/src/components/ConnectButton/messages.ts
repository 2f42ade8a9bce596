/** The buttons' English (ConnectButton is in the page's entry). */
export const buttonMessages = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.unknownNetwork': 'Unknown network',
  'button.switchNetwork': '{network}, switch network',
} as const;
