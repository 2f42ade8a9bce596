// Every outbound call ends: a chain's node that never answers fails the request after
// RPC_TIMEOUT_MS (the RPC proxy with 504, the reads through ethers too), a database server that
// never answers fails the connection after DB_CONNECT_TIMEOUT_MS, and PostgreSQL is told to cancel
// a statement past DB_STATEMENT_TIMEOUT_MS.
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { RPC_TIMEOUT_MS } from '../src/chain/chains.js';
import { DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS } from '../src/db/postgres.js';
import { openDb, type ChainConfig } from '../src/index.js';
import { overPostgres } from './database.js';
import { callJson, quietly, useServices } from './helpers.js';
import { silentServer } from './silentServer.js';

const MARGIN_MS = 5_000;

/** How long `work` took to settle, and how. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: PromiseSettledResult<T> }> {
  const started = Date.now();
  const [result] = await Promise.allSettled([work()]);
  return { ms: Date.now() - started, result: result! };
}

describe("a chain's node that never answers", () => {
  let node: Awaited<ReturnType<typeof silentServer>>;
  const chain = (): ChainConfig => ({ id: 'eip155:31337', rpcUrl: node.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, usdPrice: 3000 } });
  const services = useServices(async () => {
    node = await silentServer();
    return { auth: { smtpPort: 0 }, chains: [chain()] };
  });
  afterAll(() => node.close());

  it(`fails the RPC proxy's request (504) and a balance read after ${RPC_TIMEOUT_MS / 1000} s`, async () => {
    const [proxied, balance] = await quietly(() =>
      Promise.all([
        timed(() => callJson(services().url, 'POST', `/v1`, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }, { query: { chainId: chain().id } })),
        timed(() => callJson(services().url, 'GET', `/v1/account/0x${'ab'.repeat(20)}/balance`, undefined, { query: { chainId: chain().id } })),
      ]),
    );
    expect(proxied.result).toMatchObject({ status: 'fulfilled', value: { status: 504, body: { message: `The chain's node did not answer within ${RPC_TIMEOUT_MS / 1000} s` } } });
    expect(balance.result).toMatchObject({ status: 'fulfilled', value: { status: 500 } });
    for (const { ms } of [proxied, balance]) {
      expect(ms).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(RPC_TIMEOUT_MS + MARGIN_MS);
    }
  });
});

describe('a database server', () => {
  it(`that never answers fails the connection after ${DB_CONNECT_TIMEOUT_MS / 1000} s`, async () => {
    const sockets: Socket[] = [];
    const server = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { ms, result } = await timed(() => openDb({ kind: 'postgres', url: `postgres://latch@127.0.0.1:${(server.address() as AddressInfo).port}/latch` }));
      expect(result.status).toBe('rejected');
      expect(ms).toBeGreaterThanOrEqual(DB_CONNECT_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(DB_CONNECT_TIMEOUT_MS + MARGIN_MS);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  describe('(PostgreSQL)', () => {
    const services = useServices({ auth: { smtpPort: 0 } });
    (overPostgres ? it : it.skip)(`is told to cancel a statement past ${DB_STATEMENT_TIMEOUT_MS / 1000} s`, async () => {
      expect(await services().db.query('show statement_timeout')).toEqual([{ statement_timeout: `${DB_STATEMENT_TIMEOUT_MS / 1000}s` }]);
    });
  });
});
