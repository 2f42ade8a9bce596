// What a sign-in session must hold before it is kept or honoured: its message is a sign-in message
// for the session's own account and chain, and, on Solana, its signature is that account's.
import type { CaipNetworkId } from '../caip/network.js';
import { SIWX_MESSAGE_MISMATCH, SIWX_SIGNATURE_INVALID } from '../errors/catalogue.js';
import { parseCaip122Message, type Caip122Fields } from './caip122Message.js';
import type { SiwxSession } from './types.js';

/** EVM addresses are one whatever their case (EIP-55 only checksums); base58 addresses are case-sensitive. */
export const sameAccount = (chainId: string, a: string, b: string) => (chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b);

/** Whether the session's signature is its account's: checked here on Solana (ed25519); EVM signatures are the dApp verifier's. */
async function signatureHolds(session: SiwxSession, signed: Caip122Fields): Promise<boolean> {
  if (!signed.chainId.startsWith('solana:')) return true;
  const { verifySolanaSignature } = await import('./solanaSignature.js');
  const verdict = await verifySolanaSignature({ message: session.message, signature: session.signature, address: signed.accountAddress });
  return verdict !== false;
}

/**
 * Why the session cannot be kept (its message is no sign-in message of the session's account on
 * its chain, or its signature is not that account's), or, when it holds, what its message says.
 */
export async function checkSignedSession(session: SiwxSession): Promise<{ problem: string } | { signed: Caip122Fields }> {
  const signed = parseCaip122Message(session.message);
  const { chainId, accountAddress } = session.data;
  if (!signed || signed.chainId !== (chainId as CaipNetworkId) || !sameAccount(chainId, signed.accountAddress, accountAddress)) return { problem: SIWX_MESSAGE_MISMATCH };
  if (!(await signatureHolds(session, signed))) return { problem: SIWX_SIGNATURE_INVALID };
  return { signed };
}
