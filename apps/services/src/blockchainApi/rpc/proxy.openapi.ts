// The wallet-provider RPC and bundler routes (proxy.ts) for the OpenAPI document. Their answers are
// JSON-RPC, read by the wallets' own JSON-RPC clients.
import { z } from 'zod';
import { answer, refusal, type RouteDoc } from '../../openapi/routeDoc.js';
import { answerSchema, batchSchema, MAX_RPC_BYTES, requestSchema, rpcQuery as query } from './proxy.js';

const body = { schema: z.union([requestSchema, batchSchema]) };
const answers = z.union([answerSchema, z.array(answerSchema)]);
const responses = (result: unknown) => ({
  200: answer('The JSON-RPC answer, or each of a batch; a method not allowed is answered with a JSON-RPC error', answers, { jsonrpc: '2.0', id: 1, result }),
  400: refusal('The chain is not served', `Chain is not supported: eip155:999`, ['chainId: eip155:999 is not served by this RPC']),
  413: refusal('The call is too large', `RPC request too large: at most ${MAX_RPC_BYTES} bytes`),
});

export const rpcDocs: RouteDoc[] = [
  ...(['/v1', '/v1/'] as const).map(
    (path): RouteDoc => ({ method: 'post', path, tag: 'RPC', summary: "A chain's node, for SPEC 6's safe methods", query, body, limited: true, responses: responses('0x7a69') }),
  ),
  {
    method: 'post',
    path: '/v1/bundler',
    tag: 'RPC',
    summary: "A chain's ERC-4337 bundler",
    query,
    body,
    limited: true,
    responses: responses(['0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108']),
  },
];
