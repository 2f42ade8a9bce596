// Test helper: a fetch that plays JSON-RPC nodes, each answering the way a test sets, on jest's fake timers.

export type Behaviour =
  | { answer: 'result'; afterMs?: number }
  | { answer: 'refuse' }
  | { answer: 'hang' }
  | { answer: 'status'; status: number }
  | { answer: 'rpcError' }
  | { answer: 'html' };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function fakeNodes(behaviours: Record<string, Behaviour>) {
  const calls: { url: string; method: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string };
    calls.push({ url, method });
    const behaviour = behaviours[url] ?? { answer: 'refuse' };
    const json = (body: object) => new Response(JSON.stringify({ jsonrpc: '2.0', id, ...body }));
    switch (behaviour.answer) {
      case 'result':
        if (behaviour.afterMs) await delay(behaviour.afterMs);
        return json({ result: method === 'eth_getBalance' ? '0xde0b6b3a7640000' : '0x10' });
      case 'refuse':
        throw new TypeError('fetch failed');
      case 'hang':
        return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      case 'status':
        return new Response('busy', { status: behaviour.status });
      case 'rpcError':
        return json({ error: { code: -32000, message: 'header not found' } });
      case 'html':
        return new Response('<html>gateway</html>');
    }
  };
  const pings = (url: string) => calls.filter((c) => c.url === url && c.method === 'eth_blockNumber').length;
  return { fetch, calls, pings, behaviours };
}
