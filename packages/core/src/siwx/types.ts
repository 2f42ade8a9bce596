import type { CaipNetworkId } from '../caip/network.js';
import type { SiwxSession } from '../features/siwx/siwxSlice.js';
import type { SignInProfile } from './signInMessage.js';

export type { SiwxSession };

/**
 * Sign-in with a wallet (SIWX, CAIP-122 / EIP-4361): how messages are made and where sessions
 * are kept. A dApp passes its own (usually backed by its server, which verifies signatures)
 * or `eip4361Siwx()`. Core hands each call the sign-in profile of the chain's namespace, as its
 * adapter declares it (`NamespaceRules.signIn`; none where the adapter declares none).
 */
export interface SiwxConfig {
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId; profile?: SignInProfile }): Promise<Pick<SiwxSession, 'data' | 'message'>>;
  addSession(session: SiwxSession, profile?: SignInProfile): Promise<void>;
  getSessions(chainId: CaipNetworkId, address: string, profile?: SignInProfile): Promise<SiwxSession[]>;
  revokeSession(chainId: CaipNetworkId, address: string, profile?: SignInProfile): Promise<void>;
  /** Sign-in is required: cancelling disconnects, and the sign views cannot be closed without a session. */
  required?: boolean;
}

/** The dApp's server behind `eip4361Siwx`: nonces it will accept once, and the verdict on a signed message. */
export interface SiwxVerifier {
  /** A fresh nonce of at least 8 letters or digits (EIP-4361). */
  getNonce(): Promise<string>;
  /** Whether the signature and the nonce hold; a session it refuses is not kept. */
  verify(session: SiwxSession): Promise<boolean>;
}
