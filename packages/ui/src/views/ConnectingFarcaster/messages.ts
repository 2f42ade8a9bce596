/** The ConnectingFarcaster view's English. */
export const farcasterMessages = {
  'farcaster.tryAgain': 'Try again',
  'farcaster.lead': 'Scan with your phone’s camera, or open the link in your Farcaster app, then approve the sign-in.',
  'farcaster.qrLabel': 'QR code for signing in with Farcaster',
  'farcaster.open': 'Open in Farcaster',
  'farcaster.copy': 'Copy link',
  'farcaster.copied': 'Link copied',
} as const;
