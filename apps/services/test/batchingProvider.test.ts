// The services' chain provider (src/chain/batchingProvider.ts) against nodes that take JSON-RPC
// batches and nodes that refuse them as public endpoints do: calls made together are one request
// where batches are taken, and each answered on its own from a node's first refusal on.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonRpcProvider } from '../src/chain/chains.js';

type Call = { id: number; method: string };
/** How a node answers an array of calls; undefined: as JSON-RPC says, one answer per call. */
type BatchRefusal = { status: number; body: unknown } | undefined;

const answer = (call: Call) => ({ jsonrpc: '2.0', id: call.id, result: '0x2105' });
const ONE_ERROR = { status: 200, body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch requests are not supported' } } };

let server: Server;
let url: string;
let refusal: BatchRefusal;
/** The calls of each request the node got, in order: an array for a batch. */
let received: (Call | Call[])[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const calls = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Call | Call[];
      received.push(calls);
      const [status, body] = !Array.isArray(calls) ? [200, answer(calls)] : refusal ? [refusal.status, refusal.body] : [200, calls.map(answer)];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

/** Two calls made together, as two requests' reads are. */
const twoAtOnce = (provider: ReturnType<typeof jsonRpcProvider>) => Promise.all([provider.send('eth_chainId', []), provider.send('eth_chainId', [])]);
const shapes = () => received.map((calls) => (Array.isArray(calls) ? `batch of ${calls.length}` : 'one call'));

it('sends calls made together as one batch to a node that takes batches', async () => {
  refusal = undefined;
  const provider = jsonRpcProvider(url, 8453);
  expect(await twoAtOnce(provider)).toEqual(['0x2105', '0x2105']);
  expect(await twoAtOnce(provider)).toEqual(['0x2105', '0x2105']);
  expect(shapes()).toEqual(['batch of 2', 'batch of 2']);
  provider.destroy();
});

it.each([
  ['one error for the whole batch', ONE_ERROR],
  ['400', { status: 400, body: { error: 'bad request' } }],
  ['413', { status: 413, body: { error: 'payload too large' } }],
])('answers each call of a node that refuses batches with %s, sends it no batch again, and warns the operator once', async (_what, refused) => {
  refusal = refused;
  // Outside a request, the services' warnings go to standard error.
  const warnings: string[] = [];
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((line) => warnings.push(String(line)) > 0);
  const provider = jsonRpcProvider(url, 8453);
  try {
    expect(await twoAtOnce(provider)).toEqual(['0x2105', '0x2105']);
    expect(await twoAtOnce(provider)).toEqual(['0x2105', '0x2105']);
  } finally {
    stderr.mockRestore();
    provider.destroy();
  }
  expect(shapes()).toEqual(['batch of 2', 'one call', 'one call', 'one call', 'one call']);
  expect(warnings.map((line) => JSON.parse(line) as unknown)).toEqual([expect.objectContaining({ level: 'warn', chain: 'eip155:8453', msg: expect.stringContaining('refuses JSON-RPC batches') })]);
});

it('fails the calls of a batch the node could not serve (500), and batches again after', async () => {
  refusal = { status: 500, body: { error: 'upstream down' } };
  const provider = jsonRpcProvider(url, 8453);
  await expect(twoAtOnce(provider)).rejects.toMatchObject({ code: 'SERVER_ERROR' });
  refusal = undefined;
  expect(await twoAtOnce(provider)).toEqual(['0x2105', '0x2105']);
  expect(shapes()).toEqual(['batch of 2', 'batch of 2']);
  provider.destroy();
});
