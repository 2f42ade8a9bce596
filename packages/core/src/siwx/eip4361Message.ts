// EIP-4361 ("Sign-In with Ethereum") messages, to the letter of its ABNF (signInMessage.ts): what
// an EVM wallet signs, and what a stored session is checked against.
import type { SiwxSession } from './types.js';
import { EIP4361_PROFILE } from './profiles.js';
import { caip122Message, parseCaip122Message, type Caip122Fields } from './signInMessage.js';

/** A message's fields; `chainId` as CAIP-2 (`eip155:1`), the message itself carries its reference. */
export type Eip4361Fields = Caip122Fields;

declare const eip55: unique symbol;
/**
 * An EVM address in its EIP-55 checksummed form, the only one EIP-4361 allows. Core cannot make or
 * check one (it carries no keccak): the chain's adapter writes it (`ChainAdapter.canonicalAddress`;
 * adapter-evm's through ethers), or an app's EVM library (ethers' or viem's `getAddress`) before
 * it states the type.
 */
export type Eip55Address = string & { readonly [eip55]: true };

/** A session's data for an EIP-4361 message: the account's address EIP-55 checksummed. */
export type Eip4361Data = Omit<SiwxSession['data'], 'accountAddress'> & { accountAddress: Eip55Address };

/** The fields of an EIP-4361 message; undefined when it does not follow the ABNF. */
export const parseEip4361Message = (message: string): Eip4361Fields | undefined => parseCaip122Message(EIP4361_PROFILE, message);

/**
 * The EIP-4361 text of a session's data for an account on an EIP-155 chain. The address goes in as
 * given, so it must come EIP-55 checksummed (its type says so): an EIP-4361 parser refuses a
 * message with any other. Throws when a field would break the ABNF (a statement with a line break,
 * a nonce under 8 letters or digits, …).
 */
export const eip4361Message = (data: Eip4361Data, statement?: string): string => caip122Message(EIP4361_PROFILE, data, statement);
