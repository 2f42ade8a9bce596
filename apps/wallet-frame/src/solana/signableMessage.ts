// What solana_signMessage may sign: text a person reads on the approval screen, as UTF-8 or in
// Solana's off-chain message format. Never the bytes of a transaction message (legacy or v0, read
// by @solana/web3.js, loaded with import() with this module): an Ed25519 signature over them is
// that transaction's signature, so "Sign a message" would send whatever it does.
import { VersionedMessage } from '@solana/web3.js';
import { OFFCHAIN_MESSAGE_OTHER_SIGNERS, SOLANA_MESSAGE_IS_TRANSACTION, SOLANA_MESSAGE_NOT_TEXT } from '../messages.js';
import { readableText } from '../readableText.js';
import { hasSigningDomain, readOffchainMessage, type OffchainMessage } from './offchainMessage.js';

export interface SignableMessage {
  text: string;
  /** Set when the bytes are an off-chain message; `text` is then its message. */
  offchain?: OffchainMessage;
}

/** Whether @solana/web3.js reads a transaction message at the start of the bytes (a tail after it is no defence). */
function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    VersionedMessage.deserialize(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The message `account` is asked to sign; throws when it is a transaction, or not text. */
export function readSignableMessage(bytes: Uint8Array, account: string): SignableMessage {
  if (isTransactionMessage(bytes)) throw new Error(SOLANA_MESSAGE_IS_TRANSACTION);
  if (hasSigningDomain(bytes)) {
    const offchain = readOffchainMessage(bytes);
    if (!offchain.signers.includes(account)) throw new Error(OFFCHAIN_MESSAGE_OTHER_SIGNERS);
    return { text: offchain.text, offchain };
  }
  const text = readableText(bytes);
  if (text === undefined) throw new Error(SOLANA_MESSAGE_NOT_TEXT);
  return { text };
}
