/** The ConnectingSocial view's English. */
export const socialMessages = {
  'social.lead': 'Continue with {provider} below, on the wallet’s own site: it opens {provider} in a new window and finishes your sign-in.',
} as const;
