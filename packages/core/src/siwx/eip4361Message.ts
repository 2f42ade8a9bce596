// EIP-4361 ("Sign-In with Ethereum") messages, to the letter of its ABNF (signInMessage.ts): what
// an EVM wallet signs, and what a stored session is checked against.
import type { SiwxSession } from './types.js';
import { readSignInMessage, writeSignInMessage, type SignInFields, type SignInProfile } from './signInMessage.js';

/** A message's fields; `chainId` as CAIP-2 (`eip155:1`), the message itself carries its reference. */
export type Eip4361Fields = SignInFields;

/** EIP-4361: an EIP-155 chain id in decimal, a 0x address of 40 hex digits. */
export const EIP4361_PROFILE: SignInProfile = { namespace: 'eip155', accountLabel: 'Ethereum', address: '0x[0-9a-fA-F]{40}', reference: '\\d+' };

/** The fields of an EIP-4361 message; undefined when it does not follow the ABNF. */
export const parseEip4361Message = (message: string): Eip4361Fields | undefined => readSignInMessage(EIP4361_PROFILE, message);

/**
 * The EIP-4361 text of a session's data for an account on an EIP-155 chain. The address goes in as
 * given: the sign-in flow has it checksummed (EIP-55) by the chain's adapter. Throws when a field
 * would break the ABNF (a statement with a line break, a nonce under 8 letters or digits, …).
 */
export const eip4361Message = (data: SiwxSession['data'], statement?: string): string => writeSignInMessage(EIP4361_PROFILE, data, statement);
