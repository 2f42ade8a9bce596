// The sign-in profiles core keeps for the namespaces whose profile a standard writes: plain data an
// adapter picks for its rules (`NamespaceRules.signIn`). A namespace without one here writes its own.
import { EVM_ADDRESS_PATTERN, SOLANA_ADDRESS_PATTERN } from '../api/addresses.js';
import type { SignInProfile } from './signInMessage.js';

/** EIP-4361, eip155's profile: an EIP-155 chain id in decimal, a 0x address of 40 hex digits (EIP-55: case is no part of it). */
export const EIP4361_PROFILE: SignInProfile = { namespace: 'eip155', accountLabel: 'Ethereum', address: EVM_ADDRESS_PATTERN, reference: '\\d+', caseInsensitiveAddress: true };

/**
 * The Solana namespace's profile of CAIP-122 (ChainAgnostic namespaces, solana/caip122.md): "… wants
 * you to sign in with your Solana account:", the base58 address (32 to 44 characters), and the CAIP-2
 * reference (the genesis hash's first 32 characters) as Chain ID; signatures are ed25519, which core checks.
 */
export const SOLANA_SIGN_IN_PROFILE: SignInProfile = {
  namespace: 'solana',
  accountLabel: 'Solana',
  address: SOLANA_ADDRESS_PATTERN,
  reference: '[1-9A-HJ-NP-Za-km-z]{32}',
  signature: 'ed25519',
};
