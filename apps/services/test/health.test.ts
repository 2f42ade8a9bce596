// The probes: /healthz (and /health) while the process serves; /readyz only while the database
// answers with the code's migrations and each configured chain's node answers, never while
// draining; both without a project or an allowed origin, and never rate limited.
import { Agent, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { freePort, startAnvil, startSolanaDevnet, type AnvilProcess, type SolanaDevnet } from '@latch/devnet';
import { READY_CHECK_TIMEOUT_MS } from '../src/lifecycle/readiness.js';
import { solanaChainConfigFromDevnet, type ChainConfig } from '../src/index.js';
import { fetchJson, OTHER_ORIGIN, useServices } from './helpers.js';
import { silentServer } from './silentServer.js';

const chain = (id: string, rpcUrl: string): ChainConfig => ({ id, rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, usdPrice: 3000 } });
const probe = (base: string, path: string) => fetchJson(new URL(path, base).toString(), { headers: { origin: OTHER_ORIGIN } });

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
    try {
      expect(await probe(services().url, '/readyz')).toMatchObject({
        status: 503,
        body: { message: 'Not ready: database', reasons: [{ description: `database: migrations not applied: ${last!.version}` }] },
      });
    } finally {
      await db.query('insert into schema_migrations (version, name) values ($1, $2)', [last!.version, last!.name]);
    }
    await db.query("insert into schema_migrations (version, name) values (999999, 'from a newer version')");
    try {
      // The rolling deploy's moment between `migrate` and the new replicas: the old ones keep serving.
      expect(await probe(services().url, '/readyz')).toMatchObject({ status: 200, body: { ready: true } });
    } finally {
      await db.query('delete from schema_migrations where version = 999999');
    }
    expect((await probe(services().url, '/readyz')).status).toBe(200);
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
