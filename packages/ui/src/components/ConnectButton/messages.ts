/** ConnectButton's English (in the page's entry, with the button). */
export const connectButtonMessages = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
} as const;
