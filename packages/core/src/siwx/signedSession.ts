// What a sign-in session must hold before it is kept or honoured: its message is a sign-in message,
// in its namespace's profile, for the session's own account and chain, and, where the profile says
// how (Solana's ed25519), its signature is that account's.
import type { CaipNetworkId } from '../caip/network.js';
import { siwxMessageMismatch, siwxSignatureInvalid } from '../errors/catalogue.js';
import { parseCaip122Message, type Caip122Fields, type SignInProfile } from './signInMessage.js';
import type { SiwxSession } from './types.js';
import type { Message } from '../errors/message.js';

/** Whether two addresses are one account: whatever their case where the profile says so (EIP-55 only checksums); else to the letter (base58). */
export const sameAccount = (profile: SignInProfile | undefined, a: string, b: string) => (profile?.caseInsensitiveAddress ? a.toLowerCase() === b.toLowerCase() : a === b);

/** Whether the session's signature is its account's, where the profile lets core check it (ed25519); other signatures are the dApp verifier's. */
async function signatureHolds(profile: SignInProfile, session: SiwxSession, signed: Caip122Fields): Promise<boolean> {
  if (profile.signature !== 'ed25519') return true;
  const { verifySolanaSignature } = await import('./solanaSignature.js');
  const verdict = await verifySolanaSignature({ message: session.message, signature: session.signature, address: signed.accountAddress });
  return verdict !== false;
}

/**
 * Why the session cannot be kept (no profile to read it by, its message is no sign-in message of the
 * session's account on its chain, or its signature is not that account's), or, when it holds, what its message says.
 */
export async function checkSignedSession(session: SiwxSession, profile: SignInProfile | undefined): Promise<{ problem: Message } | { signed: Caip122Fields }> {
  const signed = profile && parseCaip122Message(profile, session.message);
  const { chainId, accountAddress } = session.data;
  if (!profile || !signed || signed.chainId !== (chainId as CaipNetworkId) || !sameAccount(profile, signed.accountAddress, accountAddress)) return { problem: siwxMessageMismatch };
  if (!(await signatureHolds(profile, session, signed))) return { problem: siwxSignatureInvalid };
  return { signed };
}
