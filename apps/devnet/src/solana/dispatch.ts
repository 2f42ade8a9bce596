import type { SolanaChain } from './chain.js';
import { describeIssues, errorResponse, invalidParams, parseRequest, resultResponse, RPC_CODES, RpcError, type RpcRequest, type RpcResponse } from './jsonRpc.js';
import { accountMethods } from './methods/accountMethods.js';
import { clusterMethods } from './methods/clusterMethods.js';
import { transactionMethods } from './methods/transactionMethods.js';
import type { RpcMethod } from './rpcMethod.js';

const METHODS = new Map<string, RpcMethod>(Object.entries({ ...accountMethods, ...transactionMethods, ...clusterMethods }));

/** The most requests one batch may carry. */
export const MAX_BATCH = 100;

function call(chain: SolanaChain, { method, params = [] }: RpcRequest): unknown {
  const handler = METHODS.get(method);
  if (!handler) throw new RpcError(RPC_CODES.methodNotFound, `Method not found: ${method}`);
  if (!Array.isArray(params)) throw invalidParams('params must be an array');
  const parsed = handler.params.safeParse(params);
  if (!parsed.success) throw invalidParams(describeIssues(parsed.error, 'params'));
  return handler.run(parsed.data, chain);
}

/** One request's answer; null for a notification (no id), which JSON-RPC answers with nothing. */
export function handleRequest(chain: SolanaChain, value: unknown): RpcResponse | null {
  const parsed = parseRequest(value);
  if (!parsed.ok) return parsed.response;
  const { request } = parsed;
  let response: RpcResponse;
  try {
    response = resultResponse(request.id ?? null, call(chain, request));
  } catch (error) {
    response = errorResponse(request.id ?? null, error);
  }
  return request.id === undefined ? null : response;
}

/** A parsed JSON body: one request or a batch. */
export function handleBody(chain: SolanaChain, body: unknown): RpcResponse | RpcResponse[] | null {
  if (!Array.isArray(body)) return handleRequest(chain, body);
  if (body.length === 0 || body.length > MAX_BATCH) {
    return errorResponse(null, new RpcError(RPC_CODES.invalidRequest, `Invalid request: a batch must hold 1 to ${MAX_BATCH} requests`));
  }
  const responses = body.map((request) => handleRequest(chain, request)).filter((response) => response !== null);
  return responses.length > 0 ? responses : null;
}
