import { z } from 'zod';

/** JSON-RPC 2.0 codes, and the Solana RPC's own for transactions. */
export const RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  transactionFailed: -32002,
  signatureVerificationFailed: -32003,
  unsupportedTransactionVersion: -32015,
} as const;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const invalidParams = (message: string) => new RpcError(RPC_CODES.invalidParams, `Invalid params: ${message}`);

const requestId = z.union([z.string().max(128), z.number(), z.null()]);

export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: requestId.optional(),
  method: z.string().min(1).max(64),
  params: z.unknown().optional(),
});

export type RpcRequest = z.infer<typeof rpcRequestSchema>;
export type RequestId = z.infer<typeof requestId>;

export type RpcResponse =
  | { jsonrpc: '2.0'; id: RequestId; result: unknown }
  | { jsonrpc: '2.0'; id: RequestId; error: { code: number; message: string; data?: unknown } };

export const resultResponse = (id: RequestId, result: unknown): RpcResponse => ({ jsonrpc: '2.0', id, result });

export function errorResponse(id: RequestId, error: unknown): RpcResponse {
  if (error instanceof RpcError) {
    return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) } };
  }
  return { jsonrpc: '2.0', id, error: { code: RPC_CODES.internalError, message: `Internal error: ${error instanceof Error ? error.message : String(error)}` } };
}

/** Zod issues in one line, each with where it is: `params.1.encoding: Invalid option…`. */
export function describeIssues(error: z.ZodError, root: string): string {
  return error.issues.map((issue) => `${[root, ...issue.path].join('.')}: ${issue.message}`).join('; ');
}

/** The request, or an Invalid Request error carrying whatever id could be read. */
export function parseRequest(value: unknown): { ok: true; request: RpcRequest } | { ok: false; response: RpcResponse } {
  const parsed = rpcRequestSchema.safeParse(value);
  if (parsed.success) return { ok: true, request: parsed.data };
  const id = requestId.safeParse((value as { id?: unknown } | null)?.id);
  const message = `Invalid request: ${describeIssues(parsed.error, 'request')}`;
  return { ok: false, response: errorResponse(id.success ? id.data : null, new RpcError(RPC_CODES.invalidRequest, message)) };
}
