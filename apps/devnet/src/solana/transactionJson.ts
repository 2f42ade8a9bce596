import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { TransactionRecord } from './history.js';
import { invalidParams, RPC_CODES, RpcError } from './jsonRpc.js';

export type TransactionEncoding = 'json' | 'base64' | 'base58' | 'jsonParsed';

function messageJson(transaction: VersionedTransaction) {
  const { message } = transaction;
  return {
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    header: message.header,
    instructions: message.compiledInstructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accountKeyIndexes,
      data: bs58.encode(instruction.data),
      stackHeight: null,
    })),
    recentBlockhash: message.recentBlockhash,
    ...(transaction.version === 0
      ? { addressTableLookups: message.addressTableLookups.map((lookup) => ({ ...lookup, accountKey: lookup.accountKey.toBase58() })) }
      : {}),
  };
}

function encodeTransaction(record: TransactionRecord, encoding: TransactionEncoding): unknown {
  if (encoding === 'base64') return [Buffer.from(record.bytes).toString('base64'), 'base64'];
  if (encoding === 'base58') return [bs58.encode(record.bytes), 'base58'];
  if (encoding === 'jsonParsed') throw invalidParams('jsonParsed is not supported for transactions by the local chain; use json or base64');
  const transaction = VersionedTransaction.deserialize(record.bytes);
  return { signatures: transaction.signatures.map((signature) => bs58.encode(signature)), message: messageJson(transaction) };
}

/** A landed transaction as getTransaction answers it. */
export function transactionJson(record: TransactionRecord, { encoding = 'json', maxSupportedTransactionVersion }: { encoding?: TransactionEncoding; maxSupportedTransactionVersion?: number }) {
  if (record.version !== 'legacy' && (maxSupportedTransactionVersion === undefined || record.version > maxSupportedTransactionVersion)) {
    throw new RpcError(
      RPC_CODES.unsupportedTransactionVersion,
      `Transaction version (${record.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${record.version}`,
    );
  }
  return { slot: record.slot, blockTime: record.blockTime, version: record.version, meta: record.meta, transaction: encodeTransaction(record, encoding) };
}
