// EIP-4361 ("Sign-In with Ethereum") messages, to the letter of its ABNF (signInMessage.ts): what
// an EVM wallet signs, and what a stored session is checked against.
import { signInAddressNotChecksummed } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';
import { isEip55Checksummed } from './eip55.js';
import type { SiwxSession } from './types.js';
import { EIP4361_PROFILE } from './profiles.js';
import { caip122Message, parseCaip122Message, type Caip122Fields } from './signInMessage.js';

/** A message's fields; `chainId` as CAIP-2 (`eip155:1`), the message itself carries its reference. */
export type Eip4361Fields = Caip122Fields;

declare const eip55: unique symbol;
/**
 * An EVM address in its EIP-55 checksummed form, the only one EIP-4361 allows. Core does not write
 * one: the chain's adapter does (`ChainAdapter.canonicalAddress`; adapter-evm's through ethers), or
 * an app's EVM library (ethers' or viem's `getAddress`) before it states the type. `eip4361Message`
 * checks it when it writes.
 */
export type Eip55Address = string & { readonly [eip55]: true };

/** A session's data for an EIP-4361 message: the account's address EIP-55 checksummed. */
export type Eip4361Data = Omit<SiwxSession['data'], 'accountAddress'> & { accountAddress: Eip55Address };

/** The fields of an EIP-4361 message; undefined when it does not follow the ABNF. */
export const parseEip4361Message = (message: string): Eip4361Fields | undefined => parseCaip122Message(EIP4361_PROFILE, message);

/**
 * The EIP-4361 text of a session's data for an account on an EIP-155 chain. The address must come
 * EIP-55 checksummed (its type says so, and a LatchError `signInAddressNotChecksummed` refuses any
 * other at run time): an EIP-4361 parser refuses a message with another. Throws when a field would
 * break the ABNF (a statement with a line break, a nonce under 8 letters or digits, …).
 */
export function eip4361Message(data: Eip4361Data, statement?: string): string {
  if (!isEip55Checksummed(data.accountAddress)) throw new LatchError(signInAddressNotChecksummed, { details: data.accountAddress });
  return caip122Message(EIP4361_PROFILE, data, statement);
}
