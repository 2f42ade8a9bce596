// CAIP-122 ("Sign-In with X") messages for every namespace Latch signs in with: EIP-4361 itself on
// eip155, and the Solana namespace's profile of it (ChainAgnostic namespaces, solana/caip122.md):
// "… wants you to sign in with your Solana account:", the base58 address, and the CAIP-2 reference
// (the genesis hash's first 32 characters) as Chain ID.
import { SOLANA_ADDRESS_PATTERN } from '../api/addresses.js';
import { EIP4361_PROFILE } from './eip4361Message.js';
import { readSignInMessage, writeSignInMessage, type SignInFields, type SignInProfile } from './signInMessage.js';
import type { SiwxSession } from './types.js';

export type Caip122Fields = SignInFields;

// A sign-in is checked where no adapter runs (a server's verifier), so the profile writes Solana's address (32 to 44 base58 characters) itself.
export const SOLANA_SIGN_IN_PROFILE: SignInProfile = { namespace: 'solana', accountLabel: 'Solana', address: SOLANA_ADDRESS_PATTERN, reference: '[1-9A-HJ-NP-Za-km-z]{32}' };

const PROFILES: readonly SignInProfile[] = [EIP4361_PROFILE, SOLANA_SIGN_IN_PROFILE];

/** The fields of a sign-in message of any namespace Latch knows; undefined when it follows none of their ABNFs. */
export function parseCaip122Message(message: string): Caip122Fields | undefined {
  for (const profile of PROFILES) {
    const fields = readSignInMessage(profile, message);
    if (fields) return fields;
  }
  return undefined;
}

/** The CAIP-122 text of a session's data, in the profile of its chain's namespace; throws for a namespace without one or a field that breaks the ABNF. */
export function caip122Message(data: SiwxSession['data'], statement?: string): string {
  const namespace = data.chainId.split(':')[0];
  const profile = PROFILES.find((p) => p.namespace === namespace);
  if (!profile) throw new TypeError(`No sign-in message is written for the ${namespace} namespace`);
  return writeSignInMessage(profile, data, statement);
}
