import type { z } from 'zod';
import { RpcError } from '../rpc.js';

/** EIP-1193 and JSON-RPC codes the wallet answers with. */
export const WALLET_ERRORS = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account has not been authorized by the user.' },
  unsupportedMethod: { code: 4200, message: 'The wallet does not support the requested method.' },
  chainDisconnected: { code: 4901, message: 'The wallet is not connected to the requested chain.' },
  internal: { code: -32603, message: 'Internal error' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const;

export const rpcError = ({ code, message }: { code: number; message: string }, detail?: string) => new RpcError(code, detail ? `${message}: ${detail}` : message);

/** What a checked request does once approved (or at once, when it needs no approval). */
export interface PreparedRequest {
  needsApproval: boolean;
  run(): Promise<unknown>;
}

/** The error for params that fail their schema, naming the first issue. */
export function invalidParams(error: z.ZodError, method: string): RpcError {
  const issue = error.issues[0];
  return rpcError(WALLET_ERRORS.invalidParams, issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : method);
}

/** The JSON-RPC error a failed request answers with: an RpcError as it is, anything else as an internal error. */
export function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof RpcError) return { code: error.code, message: error.message };
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown };
  const detail = typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : String(error);
  return { code: WALLET_ERRORS.internal.code, message: `${WALLET_ERRORS.internal.message}: ${detail}` };
}
