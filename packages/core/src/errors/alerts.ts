// The alerts of SPEC 8, part of the catalogue (re-exported there), in a module of their own so
// only the view that shows an alert carries their texts.

/** Alerts of SPEC 8: a short title and the sentence shown under it. */
export const Alerts = {
  invalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin is not on the allowlist, or the domain is not verified.',
  },
  networkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network must be in the configured networks array.',
  },
  embeddedWalletLoad: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage: 'Please try again later.',
  },
  embeddedWalletTimeout: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'Please try again later.',
  },
  sessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: 'The JWT is not yet valid: check your time settings and reconnect.',
  },
  invalidProjectId: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not valid.',
  },
  projectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Set a project id in the Latch configuration.',
  },
} as const;

export type AlertId = keyof typeof Alerts;
