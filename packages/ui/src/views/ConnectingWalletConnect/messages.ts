/** The WalletConnect views' English (the pairing panel, its link and the wallet's app links too). */
export const walletConnectMessages = {
  'wc.openAndApprove': 'Open {wallet} and approve the connection.',
  'wc.scanWith': 'Scan with {wallet} on your phone, then approve the connection.',
  'wc.scanAny': 'Scan with a WalletConnect wallet on your phone, then approve the connection.',
  'wc.tryAgain': 'Try again',
  'wc.expired': 'This QR code has expired.',
  'wc.refresh': 'Refresh QR code',
  'wc.qrLabel': 'QR code for connecting with {wallet}',
  'wc.copied': 'Link copied',
  'wc.copyFailed': 'The link could not be copied.',
  'wc.copy': 'Copy link',
  'wc.openMobile': 'Open {wallet}',
  'wc.openDesktop': 'Open desktop app',
  'wc.openWeb': 'Open web app',
  'wc.cannotOpen': '{wallet} can’t be opened from here. Scan the QR code or copy the link instead.',
} as const;
