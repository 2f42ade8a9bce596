// The fetch the services' Solana connections use: what web3.js's RPC client reads of an answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solanaRpcFetch } from '../src/chain/solanaRpcFetch.js';

let server: Server;
let url: string;
const received: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: request.method, contentType: request.headers['content-type'], body });
      if (body.includes('busy')) {
        response.writeHead(503, 'Service Unavailable').end('try later');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 7 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('solanaRpcFetch', () => {
  it('posts the body and headers it is given and answers the status and text', async () => {
    const answer = await solanaRpcFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":"getBalance"}' });
    expect(received.at(-1)).toEqual({ method: 'POST', contentType: 'application/json', body: '{"method":"getBalance"}' });
    expect([answer.ok, answer.status]).toEqual([true, 200]);
    expect(JSON.parse(await answer.text())).toEqual({ jsonrpc: '2.0', id: 1, result: 7 });
  });

  it('answers a refusal as not ok, with its status line and text for web3.js to report', async () => {
    const answer = await solanaRpcFetch(url, { method: 'POST', body: 'busy' });
    expect([answer.ok, answer.status, answer.statusText, await answer.text()]).toEqual([false, 503, 'Service Unavailable', 'try later']);
  });

  it('fails on a node that cannot be reached, and on anything but a URL string', async () => {
    await expect(solanaRpcFetch('http://127.0.0.1:1/', { method: 'POST', body: '{}' })).rejects.toThrow(/ECONNREFUSED/);
    await expect(solanaRpcFetch(new URL(url) as never, {})).rejects.toThrow('The Solana RPC fetch takes a URL string');
  });
});
