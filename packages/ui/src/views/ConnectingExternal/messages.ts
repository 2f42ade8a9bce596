/** The ConnectingExternal view's English. */
export const connectingExternalMessages = {
  'connecting.yourWallet': 'your wallet',
  'connecting.unreachable': 'This wallet cannot be reached from here.',
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.accept': 'Accept the connection request in the wallet.',
  'connecting.declined': 'Connection declined',
  'connecting.tryAgain': 'Try again',
  'connecting.connected': 'Connected',
} as const;
