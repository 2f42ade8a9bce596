/** The email update views' English. */
export const updateEmailMessages = {
  'updateEmail.label': 'New email',
  'updateEmail.current': 'Your email is {email}. We will send a code to it, then one to the new address.',
  'updateEmail.primary': 'To change your email, we emailed a code to your current address {email}. Type it into your embedded wallet below, on the wallet’s own site, and nowhere else.',
  'updateEmail.secondary': 'We emailed a code to your new address {email}. Type it into your embedded wallet below, on the wallet’s own site, and nowhere else.',
} as const;
