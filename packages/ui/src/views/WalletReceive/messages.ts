/** The WalletReceive view's English. */
export const receiveMessages = {
  'receive.none': 'No account is connected.',
  'receive.thisNetwork': 'this network',
  'receive.qrLabel': 'QR code of the address {address}',
  'receive.on': 'Receive on {network}',
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied',
  'receive.hint': 'Send only assets on {network} to this address, or they may be lost.',
} as const;
