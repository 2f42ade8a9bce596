// Every message of Sign In With Farcaster, written once: the relay's and the frame's routes answer
// them, the wallet app shows them, the tests refer to them.
import { saidFrom } from '../../http/errors.js';

/** Why a signed sign-in message was refused, in the words the refusal ends with. */
export const SIGN_IN_REFUSALS = {
  malformed: 'it is not a Sign In With Farcaster message',
  statement: "its statement is not Farcaster's",
  chain: 'it is not for chain id 10',
  fid: 'it names another fid than the one sent, or none',
  domain: 'it is for another domain',
  uri: 'it is for another URI',
  nonce: 'its nonce is not the one of this sign-in (reused or made for another)',
  expired: 'it has expired',
  notYetValid: 'it is not valid yet',
  issuedAt: 'its issue time is in the future',
  signature: 'its signature is not by the address it names',
  custody: "the address that signed is not the fid's custody address on the ID registry",
} as const;

export type SignInRefusal = keyof typeof SIGN_IN_REFUSALS;

export const FARCASTER_MESSAGES = {
  notConfigured: 'Sign-in with Farcaster is not configured',
  frameOnly: "Forbidden: only the wallet frame's origin may sign in with Farcaster",
  tokenMissing: 'The channel token is missing: send it as Authorization: Bearer <channelToken>',
  unknownChannel: 'No Farcaster sign-in under way for this channel: start again from the app',
  expired: 'The Farcaster sign-in took too long: start again from the app',
  approved: 'This Farcaster sign-in was approved already',
  completed: 'This Farcaster sign-in was completed already: start again',
  notApproved: 'This Farcaster sign-in is not approved yet: confirm it once the Farcaster app approved it',
  refused: (why: SignInRefusal) => `The Farcaster sign-in was refused: ${SIGN_IN_REFUSALS[why]}`,
  registryUnreachable: "The Farcaster ID registry could not be read: try again later",
  newDevice: 'Your wallet does not open on a new device by Farcaster alone: open it where you made it',
  usePasskey: 'Your wallet does not open on a new device by Farcaster alone: sign in with your passkey instead',
  approveDevice: 'This device is new to your wallet: we emailed you a link to approve it. Approve it there and this sign-in goes on',
} as const;

/** The words of FARCASTER_MESSAGES a person reads on the wallet's screens, said with their ids. */
export const FARCASTER_SAID = saidFrom('farcaster', FARCASTER_MESSAGES, ['expired', 'completed', 'unknownChannel', 'newDevice', 'usePasskey', 'approveDevice']);
