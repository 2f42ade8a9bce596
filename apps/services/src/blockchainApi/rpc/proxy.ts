// The wallet-provider RPC (SPEC 7, last line): POST /v1?chainId=…&projectId=… forwards JSON-RPC to
// a configured chain's node, for the safe methods of SPEC 6 only (read-only queries,
// eth_sendRawTransaction, capability and status queries). Anything else is answered with a
// JSON-RPC error "Requested RPC call is not allowed" (SPEC 8) and never reaches the node.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { caip2Schema } from '../../chain/caip.js';
import { RPC_TIMEOUT_MS, type ChainSet } from '../../chain/chains.js';
import type { AppEnv } from '../../http/env.js';
import { HttpError, invalidInput } from '../../http/errors.js';
import { parseJsonBody, parseQuery } from '../../http/validate.js';
import { RPC_NOT_ALLOWED } from '@latch/core/api';

export { RPC_NOT_ALLOWED };

/** SPEC 6's safe methods that a node answers (wallet_* capability queries are the wallet's, not the node's). */
export const PROXIED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts', 'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_getLogs',
  'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter', 'eth_newFilter', 'eth_newPendingTransactionFilter', 'eth_sendRawTransaction', 'eth_syncing',
  'eth_uninstallFilter', 'net_version', 'web3_clientVersion',
]);

export const MAX_RPC_BYTES = 256 * 1024;
const MAX_BATCH = 100;

const requestSchema = z.object({
  jsonrpc: z.literal('2.0', 'must be 2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});
type RpcRequest = z.infer<typeof requestSchema>;
const batchSchema = z.array(requestSchema).min(1, 'must not be an empty batch').max(MAX_BATCH, `must be at most ${MAX_BATCH} calls`);

const refusal = (request: RpcRequest) => ({ jsonrpc: '2.0', id: request.id ?? null, error: { code: -32601, message: RPC_NOT_ALLOWED, data: { method: request.method } } });

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** POSTs `body` to the node: its status and its JSON (undefined when it sent none); 504 past RPC_TIMEOUT_MS. */
async function post(rpcUrl: string, body: unknown): Promise<{ ok: boolean; status: number; json: unknown }> {
  try {
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(RPC_TIMEOUT_MS) });
    return { ok: response.ok, status: response.status, json: parsedJson(await response.text()) };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new HttpError(504, `The chain's node did not answer within ${RPC_TIMEOUT_MS / 1000} s`);
    throw error;
  }
}

/** Sends `requests` as one batch under ids of its own, and answers each with the caller's id, in order. */
async function forward(rpcUrl: string, requests: RpcRequest[]): Promise<unknown[]> {
  const { ok, status, json: answers } = await post(rpcUrl, requests.map((request, index) => ({ ...request, id: index })));
  if (!ok || !Array.isArray(answers)) throw new HttpError(502, `The chain's node answered ${status} without JSON-RPC results`);
  const byId = new Map((answers as { id?: unknown }[]).map((answer) => [answer?.id, answer]));
  return requests.map((request, index) => {
    const answer = byId.get(index);
    if (!answer) return { jsonrpc: '2.0', id: request.id ?? null, error: { code: -32603, message: 'The node gave no answer' } };
    return { ...answer, id: request.id ?? null };
  });
}

async function proxy(c: Context<AppEnv>, chains: ChainSet) {
  const { chainId } = parseQuery(c, z.object({ chainId: caip2Schema }));
  const chain = chains.get(chainId);
  if (!chain) throw new HttpError(400, `Chain is not supported: ${chainId}`, [`chainId: ${chainId} is not served by this RPC`]);
  const json = await parseJsonBody(c, z.unknown(), { maxBytes: MAX_RPC_BYTES, message: `RPC request too large: at most ${MAX_RPC_BYTES} bytes` });
  // One call or a batch, each checked by its own schema so that the message names the bad field.
  const parsed = Array.isArray(json) ? batchSchema.safeParse(json) : requestSchema.safeParse(json);
  if (!parsed.success) throw invalidInput('body', parsed.error);
  const body = parsed.data;
  const requests = Array.isArray(body) ? body : [body];
  const allowed = requests.filter((request) => PROXIED_RPC_METHODS.has(request.method));
  const answers = allowed.length ? await forward(chain.config.rpcUrl, allowed) : [];
  const byRequest = new Map(allowed.map((request, i) => [request, answers[i]]));
  const results = requests.map((request) => (PROXIED_RPC_METHODS.has(request.method) ? byRequest.get(request) : refusal(request)));
  return c.json(Array.isArray(body) ? results : results[0]);
}

export function rpcProxyRoutes(chains: ChainSet): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/v1', (c) => proxy(c, chains));
  routes.post('/v1/', (c) => proxy(c, chains));
  return routes;
}
