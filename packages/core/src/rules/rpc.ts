import { RPC_NOT_ALLOWED, RPC_NOT_ALLOWED_UI } from '../errors/catalogue.js';
import { errorMessage, LatchError } from '../errors/LatchError.js';
import * as z from 'zod/mini';

/** SPEC 6: read-only queries, eth_sendRawTransaction, and capability and status queries. Answered without approval. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
] as const;

/** SPEC 6: methods that need the person's approval. */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];

/** SPEC 5: only known safe or unsafe methods are accepted; anything else is "Requested RPC call is not allowed". */
export const rpcMethodSchema = z.enum([...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]);
export const isSafeRpcMethod = (method: string): method is SafeRpcMethod => (SAFE_RPC_METHODS as readonly string[]).includes(method);
export const isUnsafeRpcMethod = (method: string): method is UnsafeRpcMethod => (UNSAFE_RPC_METHODS as readonly string[]).includes(method);

/**
 * How the embedded wallet treats an RPC call (SPEC 6): safe ones are answered at once, unsafe
 * ones need the person's approval, anything else is refused with "Requested RPC call is not allowed".
 */
export function rpcPolicy(method: string): 'answer' | 'approve' {
  if (isSafeRpcMethod(method)) return 'answer';
  if (isUnsafeRpcMethod(method)) return 'approve';
  throw new LatchError(RPC_NOT_ALLOWED, { details: method });
}

/** What a person reads for an error: the refusal of an RPC call reads "Action not allowed" (SPEC 8); the rest as they are. */
export const displayMessage = (error: unknown): string => {
  const message = errorMessage(error);
  return message === RPC_NOT_ALLOWED ? RPC_NOT_ALLOWED_UI : message;
};

/** SPEC 5: 0x followed by 64 hex characters. */
export const transactionHashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'A transaction hash is 0x followed by 64 hex characters'));
/** SPEC 5: 0x followed by at least 62 hex characters. */
export const signedMessageSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{62,}$/, 'A signature is 0x followed by at least 62 hex characters'));

const hexPrefixed = (what: string) => z.string().check(z.startsWith('0x', `${what} must start with 0x`));

/** SPEC 5: a batch call's target starts with 0x; its optional data starts with 0x. */
export const batchCallSchema = z.object({
  to: hexPrefixed('A call target'),
  data: z.optional(hexPrefixed('Call data')),
  value: z.optional(z.union([z.string(), z.bigint(), z.number()])),
});

/** SPEC 5: Solana sign-and-send options. */
export const solanaSendOptionsSchema = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])),
  maxRetries: z.optional(z.number()),
  minContextSlot: z.optional(z.number()),
});
