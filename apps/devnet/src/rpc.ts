/** A local node answers in milliseconds; one that accepts a call and never answers fails it instead of hanging the caller. */
const RPC_TIMEOUT_MS = 30_000;
/** A readiness probe is asked again and again until a deadline: each try gets a short time, so one lost try does not eat the deadline. */
export const PROBE_TIMEOUT_MS = 2_000;

/** One JSON-RPC call over HTTP. Rejects with the node's error message, when the answer is not JSON-RPC, or past `timeoutMs`. */
export async function rpcCall(url: string, method: string, params: unknown[] = [], timeoutMs = RPC_TIMEOUT_MS): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new RpcError(-32603, `${method}: HTTP ${response.status} from ${url}, not a JSON-RPC node`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new RpcError(-32603, `${method}: the node answered with no JSON-RPC object`);
  const { result, error } = body as { result?: unknown; error?: { code?: unknown; message?: unknown } };
  if (error) throw new RpcError(typeof error.code === 'number' ? error.code : -32603, typeof error.message === 'string' ? error.message : `${method} failed`);
  return result;
}

/** An error with an EIP-1193 / JSON-RPC code: 4001 is a user rejection, 4200 an unsupported method, 4902 an unknown chain. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
