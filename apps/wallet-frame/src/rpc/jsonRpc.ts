// One JSON-RPC call to a network's node, the answer parsed with zod; the node's error becomes the
// error's message.
import * as z from 'zod/mini';

const responseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string(), z.null()]), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.number(), z.string(), z.null()]),
    error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  }),
]);

export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

let nextId = 1;

export async function rpcCall(rpcUrl: string, method: string, params: unknown = [], fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      credentials: 'omit',
    });
  } catch {
    throw new RpcError('The network could not be reached', -32603);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RpcError(`The network answered HTTP ${response.status} without JSON-RPC`, -32603);
  }
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) throw new RpcError('The network answered something that is not JSON-RPC', -32603);
  if ('error' in parsed.data) throw new RpcError(parsed.data.error.message, parsed.data.error.code, parsed.data.error.data);
  return parsed.data.result;
}
