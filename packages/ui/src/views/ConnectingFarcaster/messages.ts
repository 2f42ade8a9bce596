/** The ConnectingFarcaster view's English. */
export const farcasterMessages = {
  'farcaster.lead': 'Sign in with Farcaster below, on the wallet’s own site: scan its code or open its link, approve in Farcaster, then confirm your account there.',
} as const;
