// The per-client and per-project limits on every write route: the request past a window's limit
// gets 429 with Retry-After and the usual { message, reasons }, a window that ended lets the next
// one through, refused writes count too, and the counts live in the database, where concurrent
// requests and replicas share them. Each limit is exercised at its edge: the counter is brought to
// one below it, then two requests go.
import { AUTH_WRITE_LIMITS } from '../src/auth/index.js';
import { CONFIRM_LIMITS } from '../src/blockchainApi/onramp/checkout.js';
import { CONVERT_LIMITS } from '../src/blockchainApi/convert/routes.js';
import { PRICE_LIMITS } from '../src/blockchainApi/prices.js';
import { ONRAMP_LIMITS } from '../src/blockchainApi/onramp/routes.js';
import { NAME_LIMITS } from '../src/blockchainApi/names/routes.js';
import { REVOKE_LIMITS } from '../src/blockchainApi/sessions/routes.js';
import { RPC_LIMITS } from '../src/blockchainApi/rpc/proxy.js';
import { EVENT_LIMITS } from '../src/analytics/routes.js';
import { FAUCET_LIMITS } from '../src/faucet/index.js';
import { normalizeAddress } from '../src/http/client.js';
import { SWEEP_INTERVAL_MS } from '../src/db/sweep.js';
import { tooManyRequests, type WriteLimits } from '../src/http/rateLimit.js';
import { createServices, type FaucetConfig, type Queryable } from '../src/index.js';
import { TestClock } from './authHelpers.js';
import { overPostgres } from './database.js';
import { callJson, useServices, type JsonAnswer } from './helpers.js';

const LOOPBACK = '127.0.0.1';
const PROJECT = 'latch-demo';
/** Never reached: every request here is refused before the faucet sends anything. */
const faucet: FaucetConfig = { chainId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9', key: `0x${'11'.repeat(32)}`, native: { symbol: 'ETH', decimals: 18, amount: '1' } };
const clock = new TestClock();
const services = useServices({ auth: { now: clock.now, smtpPort: 0 }, faucet });
const db = () => services().db;

/** Sets a counter as if `count` requests came in the window that opened at `windowStart`. */
async function fill(target: Queryable, bucket: string, key: string, count: number, windowStart: number): Promise<void> {
  await target.query(
    `insert into rate_limits (bucket, key, window_start, count) values ($1, $2, $3, $4)
     on conflict (bucket, key) do update set window_start = excluded.window_start, count = excluded.count`,
    [bucket, key, windowStart, count],
  );
}

const post = (path: string) => callJson(services().url, 'POST', path, {});
/** The provider page's Confirm, for a purchase that does not exist: its page (HTML) says so, a refusal is JSON. */
async function confirmCheckout(base = services().url, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(`${base}/onramp/checkout/${'0'.repeat(32)}`, { method: 'POST', headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as unknown) : text };
}

interface Limited {
  route: string;
  limits: WriteLimits;
  /** The clock the route's limits read: auth's (moved by the tests), else the wall clock. */
  now: () => number;
  send: () => Promise<JsonAnswer>;
}

const routes: Limited[] = [
  { route: 'POST /auth/v1/email/start', limits: AUTH_WRITE_LIMITS, now: clock.now, send: () => post('/auth/v1/email/start') },
  { route: 'POST /e', limits: EVENT_LIMITS, now: Date.now, send: () => post('/e') },
  { route: 'POST /v1/profile/account', limits: NAME_LIMITS, now: Date.now, send: () => post('/v1/profile/account') },
  { route: 'POST /v1/sessions/{id}/revoke', limits: REVOKE_LIMITS, now: Date.now, send: () => post('/v1/sessions/s-1/revoke') },
  { route: 'POST /v1/onramp/quote', limits: ONRAMP_LIMITS, now: Date.now, send: () => post('/v1/onramp/quote') },
  { route: 'POST /v1/generators/onrampurl', limits: ONRAMP_LIMITS, now: Date.now, send: () => post('/v1/generators/onrampurl') },
  { route: 'POST /onramp/checkout/{id}', limits: CONFIRM_LIMITS, now: Date.now, send: () => confirmCheckout() },
  { route: 'POST /dev/faucet', limits: FAUCET_LIMITS, now: Date.now, send: () => post('/dev/faucet') },
  { route: 'POST /v1 (RPC proxy)', limits: RPC_LIMITS, now: Date.now, send: () => post('/v1') },
  { route: 'POST /v1/bundler', limits: RPC_LIMITS, now: Date.now, send: () => post('/v1/bundler') },
  { route: 'POST /v1/fungible/price', limits: PRICE_LIMITS, now: Date.now, send: () => post('/v1/fungible/price') },
  { route: 'POST /v1/convert/build-transaction', limits: CONVERT_LIMITS, now: Date.now, send: () => post('/v1/convert/build-transaction') },
];

const cases = routes.flatMap((limited) => [
  [limited.route, 'client', limited] as const,
  ...(limited.limits.perProject ? [[limited.route, 'project', limited] as const] : []),
]);

afterEach(() => db().query('delete from rate_limits'));

describe('the limit on writes', () => {
  it.each(cases)('of %s per %s: the request past it gets 429 with Retry-After until the window ends', async (_route, scope, { limits, now, send }) => {
    const limit = scope === 'client' ? limits.perClient : limits.perProject!;
    const bucket = `${limits.area}:${scope}`;
    const key = scope === 'client' ? LOOPBACK : PROJECT;
    const windowS = limit.windowMs / 1000;
    // A project's fair share spares a client within it: this one is past it.
    const share = scope === 'project' ? limits.perProject!.clientShare : undefined;
    if (share !== undefined) await fill(db(), `${limits.area}:client`, LOOPBACK, share, now());
    await fill(db(), bucket, key, limit.max - 1, now());
    expect((await send()).status).not.toBe(429);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(windowS));
    expect(refused.body).toEqual({
      ...tooManyRequests(windowS),
      reasons: [{ description: `at most ${limit.max} requests in ${windowS} s ${scope === 'client' ? 'from one client' : 'for one project'}${share === undefined ? '' : `, then ${share} from each client`}` }],
    });
    await fill(db(), bucket, key, limit.max, now() - limit.windowMs);
    expect((await send()).status).not.toBe(429);
  });

  it('covers every auth write, and no read; a browser may read Retry-After', async () => {
    await fill(db(), 'auth:client', LOOPBACK, AUTH_WRITE_LIMITS.perClient.max, clock.now());
    const writes = [
      post('/auth/v1/email/verify-device'),
      post('/auth/v1/email/verify-otp'),
      post('/auth/v1/session/refresh'),
      post('/auth/v1/sign-out'),
      callJson(services().url, 'PUT', '/auth/v1/key-backup', {}, { origin: 'http://127.0.0.1:5174' }),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.status).toBe(429);
      // From a browser's page, the client may read how long to wait.
      expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
    }
    expect((await callJson(services().url, 'GET', '/auth/v1/session')).status).toBe(401);
  });

  it('counts every write, refused ones too, and lets exactly its number through of requests sent at once', async () => {
    const { max } = CONFIRM_LIMITS.perClient;
    const answers = await Promise.all(Array.from({ length: 2 * max + 5 }, () => confirmCheckout()));
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(max);
    const [row] = await db().query<{ count: number }>('select count from rate_limits where bucket = $1 and key = $2', ['checkout:client', LOOPBACK]);
    expect(row?.count).toBe(2 * max + 5);
  });

  it("keeps a client's count apart from another's, and a project's from another's", async () => {
    await fill(db(), 'analytics:project', 'other-project', EVENT_LIMITS.perProject!.max, Date.now());
    await fill(db(), 'analytics:client', '10.0.0.1', EVENT_LIMITS.perClient.max, Date.now());
    expect((await post('/e')).status).not.toBe(429);
  });

  it("does not count a request its client's limit refused against the project, so one client cannot spend a project's", async () => {
    await fill(db(), 'analytics:client', LOOPBACK, EVENT_LIMITS.perClient.max, Date.now());
    await fill(db(), 'analytics:project', PROJECT, 1, Date.now());
    expect((await post('/e')).status).toBe(429);
    const counts = await db().query<{ bucket: string; count: number }>('select bucket, count from rate_limits where key = any($1::text[]) order by bucket', [[LOOPBACK, PROJECT]]);
    expect(counts).toEqual([
      { bucket: 'analytics:client', count: EVENT_LIMITS.perClient.max + 1 },
      { bucket: 'analytics:project', count: 1 },
    ]);
  });

  it("past the project's auth limit, lets a client through to its share of its own window, then refuses it until the earlier window ends", async () => {
    const { perClient, perProject } = AUTH_WRITE_LIMITS;
    const { max, clientShare } = perProject!;
    await fill(db(), 'auth:project', PROJECT, max + 100, clock.now());
    await fill(db(), 'auth:client', LOOPBACK, clientShare! - 1, clock.now() - perClient.windowMs + 15_000);
    expect((await post('/auth/v1/email/start')).status).not.toBe(429);
    const refused = await post('/auth/v1/email/start');
    expect(refused).toMatchObject({ status: 429, body: { reasons: [{ description: `at most ${max} requests in 60 s for one project, then ${clientShare} from each client` }] } });
    expect(refused.headers.get('retry-after')).toBe('15');
    // In its next window the client has its share again, though the project is still past its limit.
    clock.advance(15_000);
    expect((await post('/auth/v1/email/start')).status).not.toBe(429);
  });

  it('deletes ended windows in the background, within a sweep interval of the clock, and keeps open ones', async () => {
    const { perClient } = AUTH_WRITE_LIMITS;
    clock.advance(SWEEP_INTERVAL_MS);
    await fill(db(), 'auth:client', '10.0.0.2', 1, clock.now() - perClient.windowMs);
    await fill(db(), 'auth:client', '10.0.0.3', 1, clock.now() - perClient.windowMs + 1);
    await post('/auth/v1/email/start');
    const keys = async () => (await db().query<{ key: string }>(`select key from rate_limits where bucket = 'auth:client' and key like '10.%' order by key`)).map(({ key }) => key);
    for (let tries = 0; (await keys()).length > 1 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await keys()).toEqual(['10.0.0.3']);
  });

  // Two processes over one PostgreSQL: what one counted, the other refuses.
  (overPostgres ? it : it.skip)('is shared by replicas over one PostgreSQL', async () => {
    const [first, second] = [services(), await createServices({ port: 0, database: services().config.database })];
    try {
      const answers: JsonAnswer[] = [];
      for (let i = 0; i < CONFIRM_LIMITS.perClient.max + 2; i += 1) answers.push(await confirmCheckout([first, second][i % 2]!.url));
      expect(answers.map((answer) => answer.status === 429)).toEqual([...Array<boolean>(CONFIRM_LIMITS.perClient.max).fill(false), true, true]);
    } finally {
      await second.stop();
    }
  });
});

describe('a client', () => {
  it('is the connection, whatever X-Forwarded-For says, with no proxy trusted', async () => {
    await fill(db(), 'checkout:client', LOOPBACK, CONFIRM_LIMITS.perClient.max, Date.now());
    expect((await confirmCheckout(services().url, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
  });

  describe('behind one trusted proxy', () => {
    const proxied = useServices({ auth: { smtpPort: 0 }, trustedProxies: 1 });
    afterEach(() => proxied().db.query('delete from rate_limits'));

    it("is the address the proxy saw: the last of X-Forwarded-For, so a client cannot name itself", async () => {
      await fill(proxied().db, 'checkout:client', '198.51.100.7', CONFIRM_LIMITS.perClient.max, Date.now());
      const from = (forwarded: string) => confirmCheckout(proxied().url, { 'x-forwarded-for': forwarded });
      expect((await from('198.51.100.7')).status).toBe(429);
      expect((await from('203.0.113.1, 198.51.100.7')).status).toBe(429);
      expect((await from('198.51.100.7, 198.51.100.8')).status).not.toBe(429);
    });
  });

  it('is its IPv6 /64, and an IPv4 address mapped into IPv6 is the IPv4 one', () => {
    expect(normalizeAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(normalizeAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:db8:1::9')).toBe('2001:db8:1:0::/64');
    expect(normalizeAddress('2001:db8:1:3::1')).not.toBe(normalizeAddress('2001:db8:1:2::1'));
    expect(normalizeAddress('203.0.113.9')).toBe('203.0.113.9');
  });
});
