import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { invalidParams } from './jsonRpc.js';

/** The largest transaction a validator takes: one packet (PACKET_DATA_SIZE). */
export const MAX_TRANSACTION_BYTES = 1232;
const MAX_ENCODED_LENGTH = { base58: 1683, base64: 1644 } as const;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export type WireEncoding = keyof typeof MAX_ENCODED_LENGTH;

export interface WireTransaction {
  bytes: Uint8Array;
  transaction: VersionedTransaction;
  /** The first signature, base58: the transaction's id. */
  signature: string;
}

function decodeText(encoded: string, encoding: WireEncoding): Uint8Array {
  if (encoded.length > MAX_ENCODED_LENGTH[encoding]) {
    throw invalidParams(`${encoding} encoded transaction too large: ${encoded.length} characters (max ${MAX_ENCODED_LENGTH[encoding]}, ${MAX_TRANSACTION_BYTES} bytes)`);
  }
  if (encoding === 'base64') {
    if (!BASE64.test(encoded)) throw invalidParams('the transaction is not valid base64');
    return new Uint8Array(Buffer.from(encoded, 'base64'));
  }
  try {
    return bs58.decode(encoded);
  } catch {
    throw invalidParams('the transaction is not valid base58');
  }
}

/** A transaction as sent on the wire, legacy or versioned, refused unless it re-serialises to the same bytes. */
export function decodeWireTransaction(encoded: string, encoding: WireEncoding): WireTransaction {
  const bytes = decodeText(encoded, encoding);
  if (bytes.length > MAX_TRANSACTION_BYTES) throw invalidParams(`transaction too large: ${bytes.length} bytes (max ${MAX_TRANSACTION_BYTES})`);
  let transaction: VersionedTransaction;
  try {
    transaction = VersionedTransaction.deserialize(bytes);
    if (!Buffer.from(transaction.serialize()).equals(Buffer.from(bytes))) throw new Error('trailing or non-canonical bytes');
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [first] = transaction.signatures;
  if (!first || transaction.message.header.numRequiredSignatures !== transaction.signatures.length) {
    throw invalidParams('the transaction must carry one signature per required signer');
  }
  return { bytes, transaction, signature: bs58.encode(first) };
}
