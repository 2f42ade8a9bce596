// The wallet-provider RPC (SPEC 7, last line): POST /v1?chainId=…&projectId=… forwards JSON-RPC to
// the node of a chain of the chains file, EVM or Solana, for the safe methods of SPEC 6 only
// (read-only queries, sending a transaction signed already); POST /v1/bundler?chainId=…&projectId=…
// forwards the smart account's user operations to the chain's bundler. Anything else is answered
// with a JSON-RPC error "Requested RPC call is not allowed" (SPEC 8) and never reaches the upstream,
// whose URL (and any key in it) only the services know. Each client and project is rate limited.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { caip2Schema } from '../../chain/caip.js';
import { RPC_TIMEOUT_MS, type ChainSet } from '../../chain/chains.js';
import type { AppEnv } from '../../http/env.js';
import type { ChainUpstream } from '../../observability/metrics.js';
import { HttpError, invalidInput } from '../../http/errors.js';
import { limitWrites, type WriteLimits } from '../../http/rateLimit.js';
import { parseJsonBody, parseQuery } from '../../http/validate.js';
import type { SolanaChains } from '../account/solanaBalance.js';
import { PROXIED_BUNDLER_METHODS, PROXIED_RPC_METHODS, PROXIED_SOLANA_METHODS } from './methods.js';
import { RPC_NOT_ALLOWED } from '@latch/core/api';

export { RPC_NOT_ALLOWED };

/** A wallet polls receipts and balances: room for a few calls a second from one client, and a fair share of its project's. */
export const RPC_LIMITS: WriteLimits = { area: 'rpc', perClient: { max: 1200, windowMs: 60_000 }, perProject: { max: 60_000, windowMs: 60_000, clientShare: 300 } };

/** Where one chain's calls go, which of them may, and whether it takes JSON-RPC batches (a bundler such as alto does not). */
interface Upstream {
  url: string;
  methods: ReadonlySet<string>;
  batches: boolean;
}

export const MAX_RPC_BYTES = 256 * 1024;
const MAX_BATCH = 100;

/** Which chain's node or bundler a call goes to. */
export const rpcQuery = z.object({ chainId: caip2Schema });

export const requestSchema = z.object({
  jsonrpc: z.literal('2.0', 'must be 2.0'),
  id: z.union([z.string().max(128), z.number(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});
type RpcRequest = z.infer<typeof requestSchema>;
export const batchSchema = z.array(requestSchema).min(1, 'must not be an empty batch').max(MAX_BATCH, `must be at most ${MAX_BATCH} calls`);

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

export const answerSchema = z.looseObject({ jsonrpc: z.literal('2.0'), id: z.unknown() });

/** POSTs `body` upstream and reads its answer by `schema`; 502 when it sent no JSON-RPC. */
async function answerOf<S extends z.ZodType>(rpcUrl: string, body: unknown, schema: S): Promise<z.output<S>> {
  const { ok, status, json } = await post(rpcUrl, body);
  const parsed = schema.safeParse(json);
  if (!ok || !parsed.success) throw new HttpError(502, `The chain's node answered ${status} without JSON-RPC results`);
  return parsed.data;
}

/** Sends one call as itself under an id of its own, and answers it with the caller's id. */
async function forwardOne(rpcUrl: string, request: RpcRequest): Promise<unknown> {
  return { ...(await answerOf(rpcUrl, { ...request, id: 0 }, answerSchema)), id: request.id ?? null };
}

/** Sends `requests` as one batch under ids of its own, and answers each with the caller's id, in order. */
async function forwardBatch(rpcUrl: string, requests: RpcRequest[]): Promise<unknown[]> {
  const answers = await answerOf(rpcUrl, requests.map((request, index) => ({ ...request, id: index })), z.array(answerSchema));
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return requests.map((request, index) => {
    const answer = byId.get(index);
    if (!answer) return { jsonrpc: '2.0', id: request.id ?? null, error: { code: -32603, message: 'The node gave no answer' } };
    return { ...answer, id: request.id ?? null };
  });
}

/** A batch goes as one where the upstream takes batches; else, and a single call always, each call as itself. */
const forward = ({ url, batches }: Upstream, requests: RpcRequest[]): Promise<unknown[]> =>
  batches && requests.length > 1 ? forwardBatch(url, requests) : Promise.all(requests.map((request) => forwardOne(url, request)));

const notServed = (chainId: string, what: string) => new HttpError(400, `Chain is not supported: ${chainId}`, [`chainId: ${chainId} is not served by this ${what}`]);

async function proxy(c: Context<AppEnv>, kind: ChainUpstream, upstreamOf: (chainId: string) => Upstream) {
  const { chainId } = parseQuery(c, rpcQuery);
  const upstream = upstreamOf(chainId);
  const { methods } = upstream;
  const json = await parseJsonBody(c, z.unknown(), { maxBytes: MAX_RPC_BYTES, message: `RPC request too large: at most ${MAX_RPC_BYTES} bytes` });
  // One call or a batch, each checked by its own schema so that the message names the bad field.
  const parsed = Array.isArray(json) ? batchSchema.safeParse(json) : requestSchema.safeParse(json);
  if (!parsed.success) throw invalidInput('body', parsed.error);
  const body = parsed.data;
  const requests = Array.isArray(body) ? body : [body];
  const allowed = requests.filter((request) => methods.has(request.method));
  const answers = allowed.length ? await c.get('metrics').chainCall(chainId, kind, () => forward(upstream, allowed)) : [];
  const byRequest = new Map(allowed.map((request, i) => [request, answers[i]]));
  const results = requests.map((request) => (methods.has(request.method) ? byRequest.get(request) : refusal(request)));
  return c.json(Array.isArray(body) ? results : results[0]);
}

export function rpcProxyRoutes(chains: ChainSet, solanaChains: SolanaChains): Hono<AppEnv> {
  const node = (chainId: string): Upstream => {
    const evm = chains.get(chainId);
    if (evm) return { url: evm.config.rpcUrl, methods: PROXIED_RPC_METHODS, batches: true };
    const solana = solanaChains.list.find((chain) => chain.id === chainId);
    if (solana) return { url: solana.rpcUrl, methods: PROXIED_SOLANA_METHODS, batches: true };
    throw notServed(chainId, 'RPC');
  };
  const bundler = (chainId: string): Upstream => {
    const smartAccount = chains.get(chainId)?.config.smartAccount;
    if (!smartAccount) throw notServed(chainId, 'bundler');
    return { url: smartAccount.bundlerUrl, methods: PROXIED_BUNDLER_METHODS, batches: false };
  };
  const routes = new Hono<AppEnv>();
  const limits = limitWrites(RPC_LIMITS);
  routes.post('/v1', limits, (c) => proxy(c, 'node', node));
  routes.post('/v1/', limits, (c) => proxy(c, 'node', node));
  routes.post('/v1/bundler', limits, (c) => proxy(c, 'bundler', bundler));
  return routes;
}
