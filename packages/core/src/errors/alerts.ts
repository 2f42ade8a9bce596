// The alerts of SPEC 8, part of the catalogue (catalogue.test.ts checks them with it), in a module of
// their own so only the view that shows an alert carries their texts.
import { JWT_NOT_YET_VALID, UNAUTHORIZED_INVALID_KEY, UNAUTHORIZED_ORIGIN } from '../api/wire.js';
import { message } from './message.js';

export const invalidAppConfigurationAlert = message('invalidAppConfigurationAlert', 'Invalid App Configuration');
export const invalidAppConfigurationAlertText = message('invalidAppConfigurationAlertText', 'Origin is not on the allowlist, or the domain is not verified.');
export const networkNotFoundAlert = message('networkNotFoundAlert', 'Network Not Found');
export const networkNotFoundAlertText = message('networkNotFoundAlertText', 'The network must be in the configured networks array.');
export const embeddedWalletLoadAlert = message('embeddedWalletLoadAlert', 'Network Error - Could not load embedded wallet');
export const embeddedWalletTimeoutAlert = message('embeddedWalletTimeoutAlert', 'Embedded Wallet Request Timed Out');
export const tryAgainLater = message('tryAgainLater', 'Please try again later.');
export const sessionExpiredAlert = message('sessionExpiredAlert', 'Session Expired');
export const sessionExpiredAlertText = message('sessionExpiredAlertText', 'The JWT is not yet valid: check your time settings and reconnect.');
export const invalidProjectIdAlert = message('invalidProjectIdAlert', 'Invalid Project ID');
export const invalidProjectIdAlertText = message('invalidProjectIdAlertText', 'The project id is not valid.');
export const projectIdNotConfiguredAlert = message('projectIdNotConfiguredAlert', 'Project ID Not Configured');
export const projectIdNotConfiguredAlertText = message('projectIdNotConfiguredAlertText', 'Set a project id in the Latch configuration.');

/** Alerts of SPEC 8, by alert id: a short title and the sentence shown under it, each a catalogue message. */
export const Alerts = {
  invalidAppConfiguration: { shortMessage: invalidAppConfigurationAlert, longMessage: invalidAppConfigurationAlertText },
  networkNotFound: { shortMessage: networkNotFoundAlert, longMessage: networkNotFoundAlertText },
  embeddedWalletLoad: { shortMessage: embeddedWalletLoadAlert, longMessage: tryAgainLater },
  embeddedWalletTimeout: { shortMessage: embeddedWalletTimeoutAlert, longMessage: tryAgainLater },
  sessionExpired: { shortMessage: sessionExpiredAlert, longMessage: sessionExpiredAlertText },
  invalidProjectId: { shortMessage: invalidProjectIdAlert, longMessage: invalidProjectIdAlertText },
  projectIdNotConfigured: { shortMessage: projectIdNotConfiguredAlert, longMessage: projectIdNotConfiguredAlertText },
} as const;

export type AlertId = keyof typeof Alerts;

/** Provider server messages of SPEC 8 and the alert each one maps to. */
const PROVIDER_MESSAGE_ALERTS: Readonly<Record<string, AlertId>> = {
  [UNAUTHORIZED_ORIGIN]: 'invalidAppConfiguration',
  [JWT_NOT_YET_VALID]: 'sessionExpired',
  [UNAUTHORIZED_INVALID_KEY]: 'invalidProjectId',
};

/** SPEC 8: the alert a provider server message maps to, if any. */
export const alertForProviderMessage = (message: string): AlertId | undefined =>
  Object.prototype.hasOwnProperty.call(PROVIDER_MESSAGE_ALERTS, message) ? PROVIDER_MESSAGE_ALERTS[message] : undefined;
