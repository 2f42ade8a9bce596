import type { Clock } from '@latch/core';
import * as z from 'zod/mini';

/** The URL did not answer usefully (network error, timeout, HTTP status, not JSON-RPC): the next one may. */
export class RpcTransportError extends Error {
  override name = 'RpcTransportError';
}

/** The node answered with a JSON-RPC error: an answer, so no other URL is asked. */
export class RpcResponseError extends Error {
  override name = 'RpcResponseError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const responseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) })),
});

export const quantitySchema = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'not a hex quantity'));

export interface PostOptions {
  timeoutMs: number;
  clock: Clock;
  fetch: typeof globalThis.fetch;
}

let nextId = 1;

/** One JSON-RPC call over HTTP; resolves with the raw result. */
export async function postJsonRpc(url: string, method: string, params: unknown[], { timeoutMs, clock, fetch }: PostOptions): Promise<unknown> {
  const id = nextId++;
  const controller = new AbortController();
  let timer: unknown;
  // Raced as well as aborted: a fetch that ignores its signal must still not hold the caller.
  const timedOut = new Promise<never>((_, reject) => {
    timer = clock.setTimeout(() => {
      controller.abort();
      reject(new RpcTransportError(`${method} to ${url} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
  });
  const answer = async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: controller.signal,
    });
    if (!response.ok) throw new RpcTransportError(`${method} to ${url} answered HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  let body: unknown;
  try {
    body = await Promise.race([answer(), timedOut]);
  } catch (error) {
    if (error instanceof RpcTransportError) throw error;
    throw new RpcTransportError(`${method} to ${url} failed`, { cause: error });
  } finally {
    clock.clearTimeout(timer);
  }
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success || parsed.data.id !== id) throw new RpcTransportError(`${method} to ${url} did not answer JSON-RPC`);
  const { error, result } = parsed.data;
  if (error) throw new RpcResponseError(error.code, error.message, error.data);
  if (result === undefined) throw new RpcTransportError(`${method} to ${url} answered neither a result nor an error`);
  return result;
}
