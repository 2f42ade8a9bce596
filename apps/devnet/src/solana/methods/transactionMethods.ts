import { LAMPORTS_PER_SOL, VersionedMessage } from '@solana/web3.js';
import { z } from 'zod';
import { encodeAccount } from '../accountEncoding.js';
import { feeForMessage } from '../fees.js';
import { invalidParams } from '../jsonRpc.js';
import { rpcMethod, withContext, type RpcMethod } from '../rpcMethod.js';
import {
  contextConfig,
  encodedTransaction,
  lamports,
  pubkey,
  sendTransactionConfig,
  signature,
  signaturesForAddressConfig,
  simulateTransactionConfig,
  transactionConfig,
} from '../rpcParams.js';
import { transactionJson } from '../transactionJson.js';
import { decodeWireTransaction, MAX_TRANSACTION_BYTES } from '../wireTransaction.js';

/** The most one requestAirdrop hands out, so no loop drains the treasury. */
const MAX_AIRDROP_LAMPORTS = 1000 * LAMPORTS_PER_SOL;
const MAX_SIGNATURE_STATUSES = 256;
const DEFAULT_SIGNATURES_LIMIT = 1000;

function decodeMessage(encoded: string): VersionedMessage {
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_TRANSACTION_BYTES || bytes.toString('base64') !== encoded) throw invalidParams('the message is not valid base64');
  try {
    return VersionedMessage.deserialize(bytes);
  } catch (error) {
    throw invalidParams(`failed to deserialize the message: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction: rpcMethod(z.tuple([encodedTransaction, sendTransactionConfig.optional()]), ([encoded, config = {}], chain) =>
    chain.submit(decodeWireTransaction(encoded, config.encoding ?? 'base58'), { skipPreflight: config.skipPreflight ?? false }),
  ),

  simulateTransaction: rpcMethod(z.tuple([encodedTransaction, simulateTransactionConfig.optional()]), ([encoded, config = {}], chain) => {
    const sigVerify = config.sigVerify ?? false;
    const replaceRecentBlockhash = config.replaceRecentBlockhash ?? false;
    if (sigVerify && replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const simulation = chain.simulate(decodeWireTransaction(encoded, config.encoding ?? 'base58'), { sigVerify, replaceRecentBlockhash });
    const accounts = config.accounts?.addresses.map((address) => {
      const account = simulation.postAccounts?.get(address) ?? chain.account(address);
      return account && encodeAccount(chain, account, { encoding: config.accounts?.encoding ?? 'base64' });
    });
    return withContext(chain, {
      err: simulation.err,
      logs: simulation.logs,
      accounts: accounts ?? null,
      unitsConsumed: simulation.unitsConsumed,
      returnData: simulation.returnData,
      innerInstructions: null,
      ...(simulation.replacementBlockhash ? { replacementBlockhash: simulation.replacementBlockhash } : {}),
    });
  }),

  requestAirdrop: rpcMethod(z.tuple([pubkey, lamports.max(MAX_AIRDROP_LAMPORTS), contextConfig.optional()]), ([address, amount], chain) =>
    chain.airdrop(address, BigInt(amount)),
  ),

  getFeeForMessage: rpcMethod(z.tuple([z.string().min(1).max(2048), contextConfig.optional()]), ([encoded], chain) => {
    const message = decodeMessage(encoded);
    return withContext(chain, chain.isBlockhashValid(message.recentBlockhash) ? Number(feeForMessage(message)) : null);
  }),

  getSignatureStatuses: rpcMethod(
    z.tuple([z.array(signature).max(MAX_SIGNATURE_STATUSES), z.object({ searchTransactionHistory: z.boolean().optional() }).optional()]),
    ([signatures], chain) =>
      withContext(
        chain,
        signatures.map((id) => {
          const record = chain.history.get(id);
          return record ? { slot: record.slot, confirmations: null, err: null, status: { Ok: null }, confirmationStatus: 'finalized' } : null;
        }),
      ),
  ),

  getSignaturesForAddress: rpcMethod(z.tuple([pubkey, signaturesForAddressConfig.optional()]), ([address, config = {}], chain) =>
    chain.history
      .forAddress(address, { limit: config.limit ?? DEFAULT_SIGNATURES_LIMIT, before: config.before, until: config.until })
      .map((record) => ({ signature: record.signature, slot: record.slot, err: null, memo: null, blockTime: record.blockTime, confirmationStatus: 'finalized' })),
  ),

  getTransaction: rpcMethod(z.tuple([signature, transactionConfig.optional()]), ([id, config = {}], chain) => {
    const record = chain.history.get(id);
    return record ? transactionJson(record, config) : null;
  }),
};
