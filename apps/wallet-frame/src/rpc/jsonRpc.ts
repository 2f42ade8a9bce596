// One JSON-RPC call to a network's node, the answer parsed with zod; the node's error becomes the
// error's message. A node that does not answer within SPEC 9's 30 s ends the call with an error.
import { FRAME_REQUEST_TIMEOUT_MS } from '@latch/frame/host';
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

const INTERNAL_ERROR = -32603;
const TIMED_OUT = `The network did not answer within ${FRAME_REQUEST_TIMEOUT_MS / 1000} s`;

export async function rpcCall(rpcUrl: string, method: string, params: unknown = [], fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<unknown> {
  // One deadline for the request and the reading of its reply.
  const signal = AbortSignal.timeout(FRAME_REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetcher(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      credentials: 'omit',
      signal,
    });
  } catch {
    throw new RpcError(signal.aborted ? TIMED_OUT : 'The network could not be reached', INTERNAL_ERROR);
  }
  const withoutJsonRpc = () => new RpcError(signal.aborted ? TIMED_OUT : `The network answered HTTP ${response.status} without JSON-RPC`, INTERNAL_ERROR);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw withoutJsonRpc();
  }
  const parsed = responseSchema.safeParse(json);
  // A failing status with a body of its own (the services' proxy names its upstream's failure) says the status.
  if (!parsed.success) throw response.ok ? new RpcError('The network answered something that is not JSON-RPC', INTERNAL_ERROR) : withoutJsonRpc();
  if ('error' in parsed.data) throw new RpcError(parsed.data.error.message, parsed.data.error.code, parsed.data.error.data);
  return parsed.data.result;
}
