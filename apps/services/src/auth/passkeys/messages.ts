// Every message of passkey sign-in, written once: the routes answer them, the frame shows them,
// the tests refer to them.
import { saidFrom } from '../../http/errors.js';
export const PASSKEY_MESSAGES = {
  frameOnly: "Forbidden: only the wallet frame's origin may use passkeys",
  challengeUnknown: 'This passkey request was not started here, was used already or has expired: start again',
  challengeOtherKey: 'This passkey request was started by another device key',
  registrationRefused: 'The passkey could not be verified: try again',
  registeredAlready: 'This passkey is registered already',
  unknownPasskey: 'This passkey is not registered with the wallet: sign in another way and add it from the Account',
  assertionRefused: 'The passkey sign-in could not be verified: try again',
  notThisUsers: "This passkey is not one of this wallet's: add it from the Account first",
  prfResultSent: "The passkey's PRF output must stay in the wallet frame",
  tooMany: (max: number) => `A wallet holds at most ${max} passkeys`,
} as const;

/** The words of PASSKEY_MESSAGES a person reads on the wallet's screens, said with their ids. */
export const PASSKEY_SAID = saidFrom('passkey', PASSKEY_MESSAGES, ['challengeUnknown', 'registrationRefused', 'registeredAlready', 'unknownPasskey', 'assertionRefused', 'notThisUsers']);
