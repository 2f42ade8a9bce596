// The services' words that a person reads on the frame's screens, by the id their error body gives
// (`messageId`, checked by `@latch/core/api`'s schema; a device page's device by `deviceMessageId`): the frame's `services.<id>` messages, drawn in
// the person's locale with the body's values. An id the frame does not know (a newer server's), or
// values its message cannot be written with, leave the services' English `message` shown as data.
// The English here is the services' own, written as ICU MessageFormat; a test ties the two.
import type { ApiErrorBody } from '@latch/core/api';
import { translate, type MessageRef } from '../i18n/translate.js';

export const servicesMessages = {
  'services.authCodeInvalid': 'Invalid code',
  'services.authCodeBurnt': 'Too many wrong codes: request a new one',
  'services.authCodeExpired': 'This code has expired: request a new one',
  'services.authCodeMissing': 'No code to check: request a new one',
  'services.authMailFailed': 'Could not send the email: try again later',
  'services.authTokenExpired': 'Session expired',
  'services.authSessionRevoked': 'Session revoked',
  'services.authEmailsCapped': 'Too many codes sent to this address today: try again later',
  'services.authWrongCodesCapped': 'Too many wrong codes for this address today: try again later',
  'services.authProofStale': 'The proof of the device key is too old or from the future: check the time settings',
  'services.authSignInAgain': 'This wants a fresh sign-in: sign out, sign in again, then try again',
  'services.authKeysNotOpen': 'Your wallet is not open on this device yet: open it here first, then try again',
  'services.authKeysNobodyToTell': 'Your wallet does not open on this device: it has no email to tell you first. Open it where you made it',
  'services.authDeviceStopped': 'This device was stopped from the link we emailed: sign in again to ask anew',
  'services.authDeviceRefused': 'This device was refused from the link we emailed: sign in again to ask anew',
  'services.authDeviceLinkExpired': 'The link to approve this device has expired: ask for a new one',
  'services.authDeviceLinkInvalid': 'This link is not valid: it was replaced by a newer one, or never made',
  'services.authDeviceLinkUsed': 'This link was used already',
  'services.emailThrottled': 'Please try again after {seconds} seconds',
  'services.wrongCodesInRow': 'Too many wrong codes in a row: try again in {seconds, plural, one {# second} other {# seconds}}',
  'services.tooManyRequests': 'Too many requests: try again in {seconds, plural, one {# second} other {# seconds}}',
  'services.keysHeld': 'For your safety, your wallet opens on this new device at {time} UTC. We emailed you a link to stop it if it is not you.',
  'services.emailUpdateTaken': 'This email belongs to another account',
  'services.emailUpdateNotStarted': 'No email update under way: start it again',
  'services.emailUpdatePrimaryDone': 'The current email is confirmed already: enter the code sent to the new email',
  'services.emailUpdatePrimaryFirst': 'Confirm the current email first',
  'services.socialExpired': 'The sign-in took too long: start again from the app',
  'services.socialCompleted': 'This sign-in was completed already: start again',
  'services.socialUnknownLogin': 'No sign-in under way for this state: start again',
  'services.socialNoConsentAsked': 'This sign-in is not waiting for a code or a choice: start again from the app',
  'services.socialDenied': 'The sign-in with {provider} was cancelled',
  'services.socialProviderError': '{provider} could not sign you in ({error})',
  'services.socialExchangeFailed': '{provider} refused the sign-in code',
  'services.socialProviderUnreachable': '{provider} could not be reached: try again later',
  'services.socialEmailUnverified': '{provider} has not verified this email address',
  'services.socialNotConfigured': 'Sign-in with {provider} is not configured',
  'services.socialOtherIssuer': 'The answer did not come from {provider}, where the sign-in started',
  'services.socialStateOtherProvider': 'This sign-in link is for another provider: start again from the app',
  'services.socialTokenRefused':
    "{provider}'s ID token was refused: {reason, select, signature {its signature is not the provider's} issuer {it names another issuer} audience {it is for another app} nonce {it answers another sign-in (nonce)} expired {it has expired} issuedAt {its issue time is in the future or too long ago} algorithm {it is signed with an algorithm the provider does not use} malformed {it is not a well-formed ID token} claims {it lacks the subject or the email} other {it is not valid}}",
  'services.socialUserInfoRefused':
    "{provider}'s user info was refused: {reason, select, unauthorized {it did not take the access token} failed {it did not answer} malformed {it is not the shape this provider answers in} other {it is not valid}}",
  'services.farcasterExpired': 'The Farcaster sign-in took too long: start again from the app',
  'services.farcasterCompleted': 'This Farcaster sign-in was completed already: start again',
  'services.farcasterUnknownChannel': 'No Farcaster sign-in under way for this channel: start again from the app',
  'services.farcasterNewDevice': 'Your wallet does not open on a new device by Farcaster alone: open it where you made it',
  'services.farcasterUsePasskey': 'Your wallet does not open on a new device by Farcaster alone: sign in with your passkey instead',
  'services.farcasterApproveDevice': 'This device is new to your wallet: we emailed you a link to approve it. Approve it there and this sign-in goes on',
  'services.passkeyChallengeUnknown': 'This passkey request was not started here, was used already or has expired: start again',
  'services.passkeyRegistrationRefused': 'The passkey could not be verified: try again',
  'services.passkeyRegisteredAlready': 'This passkey is registered already',
  'services.passkeyUnknownPasskey': 'This passkey is not registered with the wallet: sign in another way and add it from the Account',
  'services.passkeyAssertionRefused': 'The passkey sign-in could not be verified: try again',
  'services.passkeyNotThisUsers': "This passkey is not one of this wallet's: add it from the Account first",
  'services.deviceOnSystem': '{browser} on {system}, from the address {address}',
  'services.deviceBrowser': '{browser}, from the address {address}',
  'services.deviceUnknown': 'An unknown browser or program, from the address {address}',
} as const;

/** Words the services said: by the frame's id, or their English as data. */
export type ServicesWords = MessageRef | string;

/** What a person reads of words the services said (an error body, or one of its reasons). */
export function servicesWords({ message, messageId, values }: Pick<ApiErrorBody, 'message' | 'messageId' | 'values'>): ServicesWords {
  const id = `services.${messageId}`;
  if (messageId === undefined || !Object.hasOwn(servicesMessages, id)) return message;
  try {
    // Values the message cannot be written with (a plural given a word) fall back as an unknown id does.
    translate(id, values);
  } catch {
    return message;
  }
  return values ? { id, values } : { id };
}
