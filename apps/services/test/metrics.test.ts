// The Prometheus endpoint over the real services and a real devnet: a short load across routes (a
// refused one, a login, a long poll, RPC through the proxy, a balance read, a faucet send), then a
// scrape over HTTP on the metrics port, each figure checked to have moved by what the load did.
import { liquidityProviderAccount, startDevnet, type Devnet } from '@latch/devnet';
import { Wallet } from 'ethers';
import { chainConfigFromDevnet, createServices, faucetConfigFromDevnet, parseMetricsText, resolveConfig, sampleSum, type MetricSample, type Services } from '../src/index.js';
import { CONFIRM_LIMITS } from '../src/blockchainApi/onramp/checkout.js';
import { AuthClient } from './authHelpers.js';
import { CHAIN } from './chainHelpers.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { callJson, urlOf } from './helpers.js';

let devnet: Devnet;
let database: TestDatabase;
let services: Services;

beforeAll(async () => {
  database = await servicesTestDatabase();
  devnet = await startDevnet({ port: 0 });
  const key = liquidityProviderAccount().privateKey;
  services = await createServices({
    port: 0,
    metricsPort: 0,
    database: database.config,
    auth: { smtpPort: 0, newDeviceHoldMs: 0 },
    chains: [chainConfigFromDevnet(devnet, { treasuryKey: key })],
    faucet: faucetConfigFromDevnet(devnet, { key }),
  });
}, 60_000);
afterAll(async () => {
  await services?.stop();
  await devnet?.stop();
  await database?.drop();
});

async function scrape(): Promise<MetricSample[]> {
  const response = await fetch(services.metricsUrl!);
  expect({ status: response.status, type: response.headers.get('content-type') }).toEqual({ status: 200, type: expect.stringMatching(/^text\/plain; version=0\.0\.4/) });
  return parseMetricsText(await response.text());
}

const SUPPORTED = { method: 'GET', route: '/v1/supported-chains' };
const rpcCall = () => callJson(services.url, 'POST', '/v1', { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }, { query: { chainId: CHAIN } });

describe('the metrics endpoint', () => {
  it('is on its own port: the public router does not answer /metrics', async () => {
    expect(services.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(services.metricsUrl!).port).not.toBe(new URL(services.url).port);
    expect((await callJson(services.url, 'GET', '/metrics')).status).toBe(404);
    expect((await fetch(new URL('/other', services.metricsUrl))).status).toBe(404);
  });

  it('counts what a short load did, per route, limit area, login method, chain and queue', async () => {
    const before = await scrape();
    const client = new AuthClient(() => services);

    // Reads across routes, a few answered 404, the limit of the checkout's confirmations passed once.
    for (let i = 0; i < 20; i += 1) expect((await callJson(services.url, 'GET', '/v1/supported-chains')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await callJson(services.url, 'GET', `/no/such/${i}`)).status).toBe(404);
    const confirmations = [];
    for (let i = 0; i <= CONFIRM_LIMITS.perClient.max; i += 1) confirmations.push((await fetch(urlOf(services.url, '/onramp/checkout/no-such-purchase', {}, {}), { method: 'POST' })).status);
    expect(confirmations.filter((status) => status === 429)).toHaveLength(1);

    // A login (a new device, approved by its link, then its code), and a used code tried again.
    const email = `metrics${Date.now()}@example.com`;
    await client.login(email, 'metrics-device');
    expect((await client.verifyOtp(email, 'metrics-device', await client.latestCode(email))).status).toBeGreaterThanOrEqual(400);

    // A long poll held while the scrape runs.
    expect((await client.start(email, 'waiting-device')).body).toMatchObject({ action: 'VERIFY_DEVICE' });
    const waiting = client.verifyDevice(email, 'waiting-device', 1_500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const during = await scrape();
    expect((await waiting).status).toBe(202);

    // The chain: three calls through the RPC proxy, a balance read, a faucet send.
    for (let i = 0; i < 3; i += 1) expect((await rpcCall()).status).toBe(200);
    const afterProxy = await scrape();
    const account = Wallet.createRandom().address;
    expect((await callJson(services.url, 'GET', `/v1/account/${account}/balance`, undefined, { query: { currency: 'usd', chainId: CHAIN } })).status).toBe(200);
    expect((await callJson(services.url, 'POST', '/dev/faucet', { address: account })).status).toBe(200);
    const after = await scrape();

    const moved = (name: string, labels?: Record<string, string>, from = before, to = after) => sampleSum(to, name, labels) - sampleSum(from, name, labels);
    expect({
      supported: moved('latch_http_requests_total', { ...SUPPORTED, status: '2xx' }),
      supportedTimed: moved('latch_http_request_duration_seconds_count', SUPPORTED),
      supportedErrors: moved('latch_http_errors_total', SUPPORTED),
      unmatched: moved('latch_http_errors_total', { route: '(unmatched)', status: '4xx' }),
      refusedRequests: moved('latch_http_requests_total', { method: 'POST', route: '/onramp/checkout/:id', status: '4xx' }),
      refusals: moved('latch_rate_limit_refusals_total', { area: CONFIRM_LIMITS.area }),
      otherRefusals: moved('latch_rate_limit_refusals_total') - moved('latch_rate_limit_refusals_total', { area: CONFIRM_LIMITS.area }),
      emailLogins: moved('latch_logins_total', { method: 'email', outcome: 'success' }),
      failedEmailLogins: moved('latch_logins_total', { method: 'email', outcome: 'failure' }),
      longPollsDuring: sampleSum(during, 'latch_long_polls_open'),
      longPollsAfter: sampleSum(after, 'latch_long_polls_open'),
      proxiedCalls: moved('latch_chain_rpc_duration_seconds_count', { chain: CHAIN, upstream: 'node' }, before, afterProxy),
      rpcErrors: moved('latch_chain_rpc_errors_total'),
      queuedAfter: sampleSum(after, 'latch_send_queue_depth', { chain: CHAIN }),
    }).toEqual({
      supported: 20,
      supportedTimed: 20,
      supportedErrors: 0,
      unmatched: 5,
      refusedRequests: CONFIRM_LIMITS.perClient.max + 1,
      refusals: 1,
      otherRefusals: 0,
      emailLogins: 1,
      failedEmailLogins: 1,
      longPollsDuring: 1,
      longPollsAfter: 0,
      proxiedCalls: 3,
      rpcErrors: 0,
      queuedAfter: 0,
    });
    // The balance read and the faucet's send reach the node through the services' own providers.
    expect(moved('latch_chain_rpc_duration_seconds_count', { chain: CHAIN, upstream: 'node' }, afterProxy, after)).toBeGreaterThanOrEqual(2);
    // The faucet's send went through the queue: its series exists, back at 0 once the send is done.
    expect(after.some((sample) => sample.name === 'latch_send_queue_depth' && sample.labels.chain === CHAIN)).toBe(true);
    if (services.db.kind === 'postgres') {
      const pool = (state: string) => sampleSum(after, 'latch_db_pool_connections', { state });
      expect(pool('in_use') + pool('idle')).toBeGreaterThanOrEqual(1);
      expect(pool('waiting')).toBe(0);
    } else {
      expect(after.some((sample) => sample.name === 'latch_db_pool_connections')).toBe(false);
    }
  });

  it('keeps one registry per instance: a second instance in the process counts apart', async () => {
    const other = await createServices({ port: 0, metricsPort: 0, database: database.config, auth: { smtpPort: 0 } });
    try {
      await callJson(other.url, 'GET', '/v1/supported-chains');
      const text = await (await fetch(other.metricsUrl!)).text();
      expect(sampleSum(parseMetricsText(text), 'latch_http_requests_total', SUPPORTED)).toBe(1);
      expect(sampleSum(await scrape(), 'latch_http_requests_total', SUPPORTED)).toBeGreaterThanOrEqual(20);
    } finally {
      await other.stop();
    }
  });
});

it('serves no metrics unless a port is given', () => {
  expect(resolveConfig({}).metricsPort).toBeNull();
});
