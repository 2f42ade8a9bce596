// The local world is one explicit setting, LATCH_ENV=local, never guessed from NODE_ENV or the
// address the services bind: on 127.0.0.1 without it they serve no dev mailbox, no stand-ins for
// the social providers and no dev faucet, and refuse to start with a faucet configured.
import { ConfigError, configFromEnv, createServices, isLocalWorld, SOCIAL_MESSAGES, type FaucetConfig, type Services, type ServicesConfig } from '../src/index.js';
import { newDeviceKey } from './authHelpers.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { outsideLocalWorld, PRODUCTION_SECRETS } from './helpers.js';
import { SocialClient } from './socialHelpers.js';

/** Never reached: these tests only ask whether the faucet's route is served. */
const faucet: FaucetConfig = { chainId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9', key: `0x${'11'.repeat(32)}`, native: { symbol: 'ETH', decimals: 18, amount: '1' } };
const onLoopback: ServicesConfig = { host: '127.0.0.1', port: 0, auth: { smtpPort: 0, ...PRODUCTION_SECRETS } };

describe('the local world', () => {
  it.each([
    [{ LATCH_ENV: 'local' }, true],
    [{}, false],
    [{ NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'test', LATCH_SERVICES_HOST: '127.0.0.1' }, false],
    [{ LATCH_ENV: 'production' }, false],
  ])('with %j is %s', (env, local) => {
    expect(isLocalWorld(env)).toBe(local);
    expect(configFromEnv(env).localWorld).toBe(local);
  });

  it('refuses a LATCH_ENV that is neither local nor production', () => {
    expect(() => configFromEnv({ LATCH_ENV: 'dev' })).toThrow(/LATCH_ENV: must be local \(the local world\) or production/);
  });
});

describe('on 127.0.0.1', () => {
  const started: Services[] = [];
  const databases: TestDatabase[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((services) => services.stop()));
    await Promise.all(databases.splice(0).map((database) => database.drop()));
  });
  const start = async (config: ServicesConfig) => {
    const database = await servicesTestDatabase();
    databases.push(database);
    const services = await createServices({ ...config, database: database.config });
    started.push(services);
    const client = new SocialClient(() => services);
    const offered = async (path: string, body?: unknown) => (await client.auth.call(body === undefined ? 'GET' : 'POST', path, body, { query: { email: 'ada@example.com' } })).status;
    return { services, client, offered };
  };

  it('without LATCH_ENV, serves no dev mailbox, no stand-in social provider and no dev faucet', async () => {
    const { services, client, offered } = await outsideLocalWorld(() => start(onLoopback));
    expect(services.config.localWorld).toBe(false);
    expect(await offered('/dev/mailbox')).toBe(404);
    expect(await offered('/dev/faucet', {})).toBe(404);
    expect(await client.start('github', await newDeviceKey())).toMatchObject({ status: 400, body: { message: SOCIAL_MESSAGES.notConfigured('github') } });
  });

  it('without LATCH_ENV, refuses to start with a dev faucet configured, naming the setting', async () => {
    const error = await outsideLocalWorld(() => createServices({ ...onLoopback, database: { kind: 'memory' }, faucet })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('faucet: the dev faucet runs in the local world only: set LATCH_ENV=local, or start without it');
  });

  it('with LATCH_ENV=local, serves the dev mailbox, the stand-ins and the dev faucet', async () => {
    const { services, client, offered } = await start({ ...onLoopback, faucet, localWorld: isLocalWorld({ LATCH_ENV: 'local' }) });
    expect(await offered('/dev/mailbox')).toBe(200);
    expect(await offered('/dev/faucet', {})).toBe(400);
    const { authorizationUrl } = await client.started('github', await newDeviceKey());
    expect(new URL(authorizationUrl).hostname).toBe('127.0.0.1');
    expect(services.started.faucet?.routes).toBeDefined();
  });
});
