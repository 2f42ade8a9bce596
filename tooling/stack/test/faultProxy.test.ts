import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { faultControl, type FaultControl } from '../src/faults/faultControl.js';
import { startFaultProxy, type FaultProxy } from '../src/faults/faultProxy.js';

const BODY = JSON.stringify({ answer: 'x'.repeat(400) });
let target: Server;
let proxy: FaultProxy;
let control: FaultControl;

beforeAll(async () => {
  target = createServer((req, res) => {
    let received = 0;
    req.on('data', (chunk: Buffer) => (received += chunk.length));
    req.on('end', () => {
      const headers = { 'content-type': 'application/json', 'x-target': 'yes', 'x-received': String(received) };
      res.writeHead(200, headers).end(req.method === 'POST' ? BODY : JSON.stringify({ path: req.url }));
    });
  });
  // A WebSocket stand-in: accepts the upgrade, then echoes what it receives.
  target.on('upgrade', (_req, socket: Duplex) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n');
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy({ target: `http://127.0.0.1:${(target.address() as AddressInfo).port}` });
  control = faultControl(proxy.url);
});
afterEach(() => control.reset());
afterAll(async () => {
  await proxy.stop();
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request through the proxy; rejects with the socket's error when the connection is cut. */
function send(method: string, path: string, headers: Record<string, string> = {}, timeoutMs = 5000, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${proxy.url}${path}`, { method, headers, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error(`aborted after ${body.length} bytes`)));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

test('without faults, requests pass through untouched and are logged', async () => {
  const answer = await send('GET', '/v1/thing?x=1');
  expect(answer).toMatchObject({ status: 200, body: JSON.stringify({ path: '/v1/thing?x=1' }) });
  expect(answer.headers['x-target']).toBe('yes');
  expect((await control.status()).log).toEqual([{ method: 'GET', path: '/v1/thing' }]);
});

test('a status fault answers its status and body to the page origin, for its path and method only, `times` times', async () => {
  await control.set([{ path: '/v1/onramp', method: 'post', kind: 'status', status: 503, body: '{"message":"down"}', times: 2 }]);
  const origin = { origin: 'http://127.0.0.1:5173' };
  for (let i = 0; i < 2; i++) {
    const answer = await send('POST', '/v1/onramp/quote', origin);
    expect(answer).toMatchObject({ status: 503, body: '{"message":"down"}' });
    expect(answer.headers['access-control-allow-origin']).toBe(origin.origin);
  }
  expect((await send('GET', '/v1/onramp/options')).status).toBe(200);
  expect((await send('POST', '/v1/onramp/quote')).body).toBe(BODY);
  expect((await control.status()).log.map((entry) => entry.fault ?? 'none')).toEqual(['status', 'status', 'none', 'none']);
});

test('a CORS preflight passes through unless a fault names OPTIONS', async () => {
  await control.set([{ kind: 'status', status: 500 }]);
  expect((await send('OPTIONS', '/any')).status).toBe(200);
  expect((await send('GET', '/any')).status).toBe(500);
});

test('a delay holds the request that long, then passes it through', async () => {
  await control.set([{ kind: 'delay', delayMs: 300 }]);
  const started = performance.now();
  expect((await send('GET', '/slow')).status).toBe(200);
  expect(performance.now() - started).toBeGreaterThanOrEqual(290);
});

test('a delayed JSON-RPC POST reaches the target whole, and the log names its methods', async () => {
  await control.set([{ kind: 'delay', delayMs: 50 }]);
  const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [] });
  const answer = await send('POST', '/', { 'content-type': 'application/json' }, 5000, call);
  expect(answer.headers['x-received']).toBe(String(call.length));
  const batch = JSON.stringify([{ method: 'eth_blockNumber' }, { method: 'eth_chainId' }]);
  await send('POST', '/', {}, 5000, batch);
  expect((await control.status()).log.map((entry) => entry.rpc)).toEqual([['eth_getBalance'], ['eth_blockNumber', 'eth_chainId']]);
});

test('a fault for one JSON-RPC method takes only the requests that carry it, alone or in a batch', async () => {
  await control.set([{ rpc: 'eth_sendRawTransaction', kind: 'status', status: 503 }]);
  const call = (method: string) => ({ jsonrpc: '2.0', id: 1, method, params: [] });
  expect((await send('POST', '/', {}, 5000, JSON.stringify(call('eth_getBalance')))).status).toBe(200);
  expect((await send('POST', '/', {}, 5000, JSON.stringify(call('eth_sendRawTransaction')))).status).toBe(503);
  expect((await send('POST', '/', {}, 5000, JSON.stringify([call('eth_chainId'), call('eth_sendRawTransaction')]))).status).toBe(503);
  expect((await send('POST', '/', {}, 5000, 'not json')).status).toBe(200);
});

test('a hang never answers; a drop cuts the connection', async () => {
  await control.set([{ path: '/hang', kind: 'hang' }, { path: '/drop', kind: 'drop' }]);
  await expect(send('GET', '/hang', {}, 300)).rejects.toThrow('timed out');
  await expect(send('GET', '/drop')).rejects.toThrow(/socket hang up|ECONNRESET/);
});

test('a truncated answer says its full length and sends half of it', async () => {
  await control.set([{ kind: 'truncate' }]);
  await expect(send('POST', '/rpc')).rejects.toThrow(`aborted after ${Math.floor(BODY.length / 2)} bytes`);
});

test('a bad fault is refused with the reason and sets nothing', async () => {
  await expect(control.set([{ kind: 'status', status: 200 } as never])).rejects.toThrow(/answered PUT \/__faults with 400/);
  expect((await send('GET', '/ok')).status).toBe(200);
});

/** Opens a tunnel through the proxy to the echoing target. */
function openSocket(): Promise<Duplex> {
  return new Promise((resolve, reject) => {
    const req = request(`${proxy.url}/ws`, { headers: { connection: 'Upgrade', upgrade: 'echo' } });
    req.on('upgrade', (_res, socket) => resolve(socket));
    req.on('response', (res) => reject(new Error(`answered ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

const echo = (socket: Duplex, text: string) =>
  new Promise<string>((resolve) => {
    socket.once('data', (data: Buffer) => resolve(data.toString()));
    socket.write(text);
  });

test('WebSockets pass through; closing cuts them, and refusing turns new ones away until reset', async () => {
  const socket = await openSocket();
  expect(await echo(socket, 'ping')).toBe('ping');
  expect((await control.status()).sockets).toBe(1);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await control.sockets({ close: true });
  await closed;

  await control.sockets({ refuseMs: 60_000 });
  await expect(openSocket()).rejects.toThrow('answered 503');
  await control.reset();
  const again = await openSocket();
  expect(await echo(again, 'back')).toBe('back');
  again.destroy();
});

test('sends the requests to a replacement on this machine until the reset, and refuses one elsewhere', async () => {
  const replacement = createServer((_req, res) => res.writeHead(200, { 'x-target': 'replacement' }).end('{}'));
  await new Promise<void>((resolve) => replacement.listen(0, '127.0.0.1', resolve));
  try {
    await control.retarget(`http://127.0.0.1:${(replacement.address() as AddressInfo).port}`);
    expect((await send('GET', '/a')).headers['x-target']).toBe('replacement');
    await control.reset();
    expect((await send('GET', '/a')).headers['x-target']).toBe('yes');
    await expect(control.retarget('http://192.0.2.1:80')).rejects.toThrow(/400[\s\S]*must be an http:\/\/ URL on this machine/);
  } finally {
    replacement.closeAllConnections();
    await new Promise((resolve) => replacement.close(resolve));
  }
});
