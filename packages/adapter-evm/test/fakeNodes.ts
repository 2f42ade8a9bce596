// Test helper: the HTTP layer under ethers (a FetchGetUrlFunc) playing JSON-RPC nodes, each answering
// the way a test sets, on jest's fake timers.
import { makeError, type FetchGetUrlFunc, type GetUrlResponse } from 'ethers';

export type Behaviour =
  | { answer: 'result'; afterMs?: number }
  | { answer: 'garbled' }
  | { answer: 'refuse' }
  | { answer: 'hang' }
  | { answer: 'status'; status: number }
  | { answer: 'rpcError' }
  | { answer: 'html' };

const RESULTS: Record<string, unknown> = { eth_getBalance: '0xde0b6b3a7640000', eth_blockNumber: '0x10', eth_chainId: '0x10' };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const response = (body: string, statusCode = 200, statusMessage = 'OK'): GetUrlResponse => ({ statusCode, statusMessage, headers: {}, body: new TextEncoder().encode(body) });

export function fakeNodes(behaviours: Record<string, Behaviour>) {
  const calls: { url: string; method: string; params: unknown[] }[] = [];

  async function answer(behaviour: Behaviour, id: number, method: string): Promise<GetUrlResponse> {
    const json = (body: object) => response(JSON.stringify({ jsonrpc: '2.0', id, ...body }));
    switch (behaviour.answer) {
      case 'result':
        if (behaviour.afterMs) await delay(behaviour.afterMs);
        return json({ result: RESULTS[method] ?? null });
      case 'garbled':
        return json({ result: 'banana' });
      case 'refuse':
        // What fetch and Node's http throw for a closed port; ethers passes it on unwrapped.
        throw new TypeError('fetch failed');
      case 'hang':
        return new Promise(() => {});
      case 'status':
        return response('busy', behaviour.status, 'Service Unavailable');
      case 'rpcError':
        return json({ error: { code: -32000, message: 'header not found' } });
      case 'html':
        return response('<html>gateway</html>');
    }
  }

  const getUrl: FetchGetUrlFunc = (request) => {
    const { id, method, params } = JSON.parse(new TextDecoder().decode(request.body!)) as { id: number; method: string; params: unknown[] };
    calls.push({ url: request.url, method, params }); 
    // Given up on after request.timeout, as ethers' own getUrl does.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(makeError('request timeout', 'TIMEOUT')), request.timeout)));
    return Promise.race([answer(behaviours[request.url] ?? { answer: 'refuse' }, id, method), timeout]).finally(() => clearTimeout(timer));
  };

  const pings = (url: string) => calls.filter((c) => c.url === url && c.method === 'eth_blockNumber').length;
  return { getUrl, calls, pings, behaviours };
}
