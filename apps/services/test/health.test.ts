// The probes: /healthz (and /health) while the process serves; /readyz only while the database
// answers with the code's migrations and each configured chain's node answers, never while
// draining; both without a project or an allowed origin, and never rate limited.
import { Agent, createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort, startAnvil, startSolanaDevnet, type AnvilProcess, type SolanaDevnet } from '@latch/devnet';
import { READY_CHECK_TIMEOUT_MS } from '../src/lifecycle/readiness.js';
import { READINESS_REUSE_MS } from '../src/http/health.js';
import { solanaChainConfigFromDevnet, type ChainConfig } from '../src/index.js';
import { fetchJson, OTHER_ORIGIN, useServices } from './helpers.js';
import { silentServer } from './silentServer.js';

const chain = (id: string, rpcUrl: string): ChainConfig => ({ id, rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, usdPrice: 3000 } });
const probe = (base: string, path: string) => fetchJson(new URL(path, base).toString(), { headers: { origin: OTHER_ORIGIN } });
/** Past the round of checks the last probe started, so the next probe checks again. */
const nextRound = () => new Promise((resolve) => setTimeout(resolve, READINESS_REUSE_MS));

describe('probes of a replica whose database and chains answer', () => {
  let anvil: AnvilProcess;
  let solana: SolanaDevnet;
  const services = useServices(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: 31337 });
    solana = await startSolanaDevnet({ port: 0 });
    return { auth: { smtpPort: 0 }, chains: [chain('eip155:31337', anvil.rpcUrl)], solanaChains: [solanaChainConfigFromDevnet(solana)] };
  });
  afterAll(async () => {
    await anvil?.stop();
    await solana?.stop();
  });

  it('answers /healthz and /health without a project, from any origin', async () => {
    for (const path of ['/healthz', '/health']) expect(await probe(services().url, path)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('is ready, as often as it is asked (no rate limit)', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, () => probe(services().url, '/readyz')));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers[0]!.body).toEqual({ ready: true });
  });

  it('is not ready on a database that lacks one of the code’s migrations, and stays ready while a newer build migrates it', async () => {
    const { db } = services();
    const [last] = await db.query<{ version: number; name: string }>('select version, name from schema_migrations order by version desc limit 1');
    await db.query('delete from schema_migrations where version = $1', [last!.version]);
    await nextRound();
    try {
      expect(await probe(services().url, '/readyz')).toMatchObject({
        status: 503,
        body: { message: 'Not ready: database', reasons: [{ description: `database: migrations not applied: ${last!.version}` }] },
      });
    } finally {
      await db.query('insert into schema_migrations (version, name) values ($1, $2)', [last!.version, last!.name]);
    }
    await db.query("insert into schema_migrations (version, name) values (999999, 'from a newer version')");
    await nextRound();
    try {
      // The rolling deploy's moment between `migrate` and the new replicas: the old ones keep serving.
      expect(await probe(services().url, '/readyz')).toMatchObject({ status: 200, body: { ready: true } });
    } finally {
      await db.query('delete from schema_migrations where version = 999999');
    }
    await nextRound();
    expect((await probe(services().url, '/readyz')).status).toBe(200);
  });
});

describe('probes asked far more often than a balancer asks', () => {
  let calls = 0;
  let node: Server;
  const services = useServices(async () => {
    // A node that counts what it is asked: the operator's paid upstream.
    node = createServer((request, response) => {
      calls += 1;
      request.resume().on('end', () => response.setHeader('content-type', 'application/json').end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x7a69' })));
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    return { auth: { smtpPort: 0 }, chains: [chain('eip155:31337', `http://127.0.0.1:${(node.address() as AddressInfo).port}`)] };
  });
  afterAll(() => new Promise((resolve) => node?.close(resolve)));

  it(`call the chain's node once per ${READINESS_REUSE_MS} ms however many arrive, and check again after it`, async () => {
    await nextRound();
    calls = 0;
    const started = Date.now();
    const flood = await Promise.all(Array.from({ length: 200 }, () => probe(services().url, '/readyz')));
    for (let i = 0; i < 20; i += 1) flood.push(await probe(services().url, '/readyz'));
    expect(flood.every((answer) => answer.status === 200)).toBe(true);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / READINESS_REUSE_MS));
    const before = calls;
    await nextRound();
    expect((await probe(services().url, '/readyz')).status).toBe(200);
    expect(calls).toBe(before + 1);
  });
});

describe('probes of a replica whose chains do not answer as they should', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let anvil: AnvilProcess;
  const services = useServices(async () => {
    silent = await silentServer();
    anvil = await startAnvil({ port: await freePort(), chainId: 31337 });
    // A node of another chain than the configuration says (a mistyped URL, say) is not ready either.
    return { auth: { smtpPort: 0 }, chains: [chain('eip155:1', anvil.rpcUrl), chain('eip155:10', silent.url)] };
  });
  afterAll(async () => {
    await silent?.close();
    await anvil?.stop();
  });

  it(`names each within ${READY_CHECK_TIMEOUT_MS / 1000} s, while it stays alive`, async () => {
    const started = Date.now();
    const answer = await probe(services().url, '/readyz');
    expect(Date.now() - started).toBeLessThan(READY_CHECK_TIMEOUT_MS + 1_000);
    expect(answer).toMatchObject({
      status: 503,
      body: {
        message: 'Not ready: chain eip155:1, chain eip155:10',
        reasons: [{ description: 'chain eip155:1: eth_chainId answered "0x7a69", not 1' }, { description: `chain eip155:10: did not answer within ${READY_CHECK_TIMEOUT_MS / 1000} s` }],
      },
    });
    expect((await probe(services().url, '/healthz')).status).toBe(200);
  });
});

describe('probes of a draining replica', () => {
  const services = useServices({ auth: { smtpPort: 0 } });

  it('is not ready at once, alive, and takes no new connection while it drains', async () => {
    // A probe's kept-alive connection outlives the listening socket: it is how a balancer sees the drain.
    const agents = [new Agent({ keepAlive: true, maxSockets: 1 }), new Agent({ keepAlive: true, maxSockets: 1 })];
    const get = (path: string, agent: Agent | false) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: unknown }>((resolve, reject) => {
        const request = httpGet(new URL(path, services().url), { agent }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) as unknown }));
        });
        request.on('error', reject);
      });
    try {
      for (const agent of agents) expect((await get('/readyz', agent)).status).toBe(200);
      const drained = services().drain();
      expect(await get('/readyz', agents[0]!)).toMatchObject({
        status: 503,
        headers: { connection: 'close' },
        body: { message: 'Not ready: draining', reasons: [{ description: 'draining: the replica is shutting down' }] },
      });
      expect(await get('/healthz', agents[1]!)).toMatchObject({ status: 200, headers: { connection: 'close' }, body: { ok: true } });
      await expect(get('/healthz', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      await drained;
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });
});
