// Every message auth answers with, written once; the tests refer to these. Those the client maps
// or shows to the letter come from the wire contract. Those a person reads are said with their id
// (`AUTH_SAID.codeInvalid`, the frame's `services.authCodeInvalid`), the others are English alone.
import { emailThrottledMessage, JWT_NOT_YET_VALID } from '@latch/core/api';
import { saidFrom, type Said } from '../http/errors.js';

/** SPEC 8's email throttle, N the whole seconds left (rounded up). */
export const emailThrottled = (seconds: number): Said => ({ message: emailThrottledMessage(seconds), messageId: 'emailThrottled', values: { seconds } });

export const AUTH_MESSAGES = {
  codeInvalid: 'Invalid code',
  codeBurnt: 'Too many wrong codes: request a new one',
  codeExpired: 'This code has expired: request a new one',
  codeMissing: 'No code to check: request a new one',
  mailFailed: 'Could not send the email: try again later',
  tokenMissing: 'Missing bearer token',
  tokenInvalid: 'Invalid session token',
  tokenExpired: 'Session expired',
  /** The hosted provider's words, which the client maps to "Session Expired" (SPEC 8). */
  tokenNotYetValid: JWT_NOT_YET_VALID,
  sessionRevoked: 'Session revoked',
  backupMissing: 'No key backup',
  backupOtherAddress: 'A key backup for another address exists',
  backupSealedByPasskey: 'The key backup is sealed under a passkey: only a passkey ceremony may replace it',
  frameOnly: "Forbidden: only the wallet frame's origin may use the key backup",
  loginFrameOnly: "Forbidden: only the wallet frame's origin may sign in by email",
  emailsCapped: 'Too many codes sent to this address today: try again later',
  wrongCodesCapped: 'Too many wrong codes for this address today: try again later',
  proofMissing: 'Missing proof of the device key (DPoP header)',
  proofInvalid: 'Invalid proof of the device key',
  proofOtherRequest: 'The proof of the device key names another request',
  proofStale: 'The proof of the device key is too old or from the future: check the time settings',
  proofOtherToken: 'The proof of the device key names another session token',
  proofReplayed: 'The proof of the device key was used before',
  proofOtherKey: 'The session or code belongs to another device key',
  signInAgain: 'This wants a fresh sign-in: sign out, sign in again, then try again',
  keysNotOpen: 'Your wallet is not open on this device yet: open it here first, then try again',
  keysNobodyToTell: 'Your wallet does not open on this device: it has no email to tell you first. Open it where you made it',
  deviceStopped: 'This device was stopped from the link we emailed: sign in again to ask anew',
  deviceRefused: 'This device was refused from the link we emailed: sign in again to ask anew',
  deviceLinkExpired: 'The link to approve this device has expired: ask for a new one',
  deviceLinkInvalid: 'This link is not valid: it was replaced by a newer one, or never made',
  deviceLinkUsed: 'This link was used already',
} as const;

/** The auth words a person reads on the wallet's screens (the code screen, its notices, the device page). */
export const AUTH_SAID = saidFrom('auth', AUTH_MESSAGES, [
  'codeInvalid',
  'codeBurnt',
  'codeExpired',
  'codeMissing',
  'mailFailed',
  'tokenExpired',
  'sessionRevoked',
  'emailsCapped',
  'wrongCodesCapped',
  'proofStale',
  'signInAgain',
  'keysNotOpen',
  'keysNobodyToTell',
  'deviceStopped',
  'deviceRefused',
  'deviceLinkExpired',
  'deviceLinkInvalid',
  'deviceLinkUsed',
]);

/** The first read of the keys by a new device is held until `releaseAt` (keyRelease.ts). */
export const keysHeld = (releaseAt: number): Said => {
  const time = new Date(releaseAt).toISOString().slice(11, 16);
  return { message: `For your safety, your wallet opens on this new device at ${time} UTC. We emailed you a link to stop it if it is not you.`, messageId: 'keysHeld', values: { time } };
};

export const backupTooLarge = (limit: number) => `Key backup too large: the ciphertext is at most ${limit} characters`;

export const wrongCodesInRow = (seconds: number): Said => ({
  message: `Too many wrong codes in a row: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
  messageId: 'wrongCodesInRow',
  values: { seconds },
});
