import { join } from 'node:path';
import { DEFAULT_DB_POOL_MAX_WAITING } from '../src/db/poolAdmission.js';
import { ConfigError, configFromEnv, DEFAULT_DEMO_ORIGINS, DEFAULT_FRAME_ORIGINS, DEFAULT_LOCAL_METRICS_PORT, DEFAULT_RESEND_AFTER_MS, describeDatabase, MEMORY_DATA_DIR } from '../src/index.js';
import { resolveAuthConfig } from '../src/auth/index.js';
import { PRODUCTION_SECRETS } from './helpers.js';

const repoRoot = join(__dirname, '..', '..', '..');

describe('configFromEnv', () => {
  it('defaults to 127.0.0.1:8787 and PGlite in .cache/services-data at the repository root', () => {
    const config = configFromEnv({}, join(repoRoot, 'apps', 'services'));
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 8787,
      auth: {},
      database: { kind: 'pglite', dataDir: join(repoRoot, '.cache', 'services-data') },
      demoOrigins: [...DEFAULT_DEMO_ORIGINS],
      chains: [],
      now: Date.now,
      solanaChains: [],
      frameOrigins: ['http://127.0.0.1:5174', 'http://localhost:5174'],
      faucet: null,
      trustedProxies: 0,
      wallets: null,
      localWorld: false,
      onrampPayouts: false,
      log: { level: 'info' },
      metricsPort: null,
      // One per core is the default outside the local world, but PGlite is one process's.
      workers: 1,
      sendResendAfterMs: DEFAULT_RESEND_AFTER_MS,
      shutdownGraceMs: 10_000,
      dbPoolMaxWaiting: DEFAULT_DB_POOL_MAX_WAITING,
    });
    expect(DEFAULT_FRAME_ORIGINS).toEqual(['http://127.0.0.1:5174', 'http://localhost:5174']);
  });

  it('reads the wallet frame origins, and refuses a list of things that are not origins', () => {
    expect(configFromEnv({ LATCH_SERVICES_FRAME_ORIGINS: 'https://wallet.example , http://127.0.0.1:6000' }).frameOrigins).toEqual(['https://wallet.example', 'http://127.0.0.1:6000']);
    expect(() => configFromEnv({ LATCH_SERVICES_FRAME_ORIGINS: 'https://wallet.example/path' })).toThrow(/LATCH_SERVICES_FRAME_ORIGINS.*must be an origin/s);
    expect(() => configFromEnv({ LATCH_SERVICES_FRAME_ORIGINS: ' , ' })).toThrow(/LATCH_SERVICES_FRAME_ORIGINS: must name at least one origin/);
  });

  it('reads the port, a data directory relative to the cwd, and the demo origins', () => {
    const config = configFromEnv(
      { LATCH_SERVICES_PORT: '0', LATCH_SERVICES_DATA_DIR: 'data', LATCH_SERVICES_DEMO_ORIGINS: ' http://localhost:3000 ,https://demo.example ' },
      '/srv/latch',
    );
    expect(config.port).toBe(0);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/latch/data' });
    expect(config.demoOrigins).toEqual(['http://localhost:3000', 'https://demo.example']);
  });

  it('keeps the database in memory when asked, and prefers DATABASE_URL over PGlite', () => {
    expect(configFromEnv({ LATCH_SERVICES_DATA_DIR: MEMORY_DATA_DIR }).database).toEqual({ kind: 'memory' });
    const url = 'postgres://latch:secret@127.0.0.1:5432/latch';
    const config = configFromEnv({ DATABASE_URL: url, LATCH_SERVICES_DATA_DIR: MEMORY_DATA_DIR });
    expect(config.database).toEqual({ kind: 'postgres', url });
    expect(describeDatabase(config.database)).toBe('PostgreSQL at 127.0.0.1:5432/latch');
  });

  it('reads how many reverse proxies stand in front, whose X-Forwarded-For the limits trust', () => {
    expect(configFromEnv({ LATCH_SERVICES_TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
  });

  it('reads the log level and the metrics port: metrics off outside the local world unless set, on 9464 in it', () => {
    expect(configFromEnv({ LATCH_LOG_LEVEL: 'warn', LATCH_METRICS_PORT: '9100' })).toMatchObject({ log: { level: 'warn' }, metricsPort: 9100 });
    expect(configFromEnv({ LATCH_ENV: 'local' }).metricsPort).toBe(DEFAULT_LOCAL_METRICS_PORT);
    expect(configFromEnv({ LATCH_ENV: 'local', LATCH_METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(() => configFromEnv({ LATCH_LOG_LEVEL: 'loud' })).toThrow(/LATCH_LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/);
    expect(() => configFromEnv({ LATCH_METRICS_PORT: '70000' })).toThrow(/LATCH_METRICS_PORT: must be a port number/);
  });

  it('reads the grace period of a drain', () => {
    expect(configFromEnv({ LATCH_SHUTDOWN_GRACE_MS: '30000' }).shutdownGraceMs).toBe(30_000);
  });

  it('reads how many round trips may wait for a pool connection before requests are refused', () => {
    expect(configFromEnv({ LATCH_DB_POOL_MAX_WAITING: '200' }).dbPoolMaxWaiting).toBe(200);
    expect(() => configFromEnv({ LATCH_DB_POOL_MAX_WAITING: '0' })).toThrow(/LATCH_DB_POOL_MAX_WAITING: must be a number of round trips from 1 to 99999/);
  });

  it('reads the previous session secret and key-encryption key of a rotation, each only beside the current one', () => {
    const secrets = { LATCH_AUTH_SECRET: PRODUCTION_SECRETS.secret, LATCH_KEY_ENCRYPTION_KEY: PRODUCTION_SECRETS.keyEncryptionKey };
    const previous = { LATCH_AUTH_SECRET_PREVIOUS: 'the secret before, 32 characters+', LATCH_KEY_ENCRYPTION_KEY_PREVIOUS: 'ab'.repeat(32) };
    const { auth } = configFromEnv({ ...secrets, ...previous });
    expect(auth).toMatchObject({ previousSecret: previous.LATCH_AUTH_SECRET_PREVIOUS, previousKeyEncryptionKey: previous.LATCH_KEY_ENCRYPTION_KEY_PREVIOUS });
    expect(resolveAuthConfig(auth).previousKeyEncryptionKey).toEqual(Buffer.alloc(32, 0xab));
    expect(() => resolveAuthConfig(configFromEnv(previous).auth)).toThrow('The previous session secret needs the current one (LATCH_AUTH_SECRET) beside it');
    expect(() => resolveAuthConfig(configFromEnv({ LATCH_AUTH_SECRET: PRODUCTION_SECRETS.secret, LATCH_KEY_ENCRYPTION_KEY_PREVIOUS: previous.LATCH_KEY_ENCRYPTION_KEY_PREVIOUS }).auth)).toThrow(
      'The previous key-encryption key needs the current one (LATCH_KEY_ENCRYPTION_KEY) beside it',
    );
  });

  it('treats empty variables as unset', () => {
    expect(configFromEnv({ LATCH_SERVICES_PORT: '', DATABASE_URL: '' }).port).toBe(8787);
  });

  it.each([
    [{ LATCH_SERVICES_PORT: 'eighty' }, 'LATCH_SERVICES_PORT: must be a port number from 0 to 65535'],
    [{ LATCH_SERVICES_PORT: '70000' }, 'LATCH_SERVICES_PORT: must be a port number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ LATCH_SERVICES_DEMO_ORIGINS: 'http://localhost:5173/app' }, 'LATCH_SERVICES_DEMO_ORIGINS.0: must be an origin'],
    [{ LATCH_SERVICES_TRUSTED_PROXIES: 'all' }, 'LATCH_SERVICES_TRUSTED_PROXIES: must be a number of proxies from 0 to 9'],
    [{ LATCH_SHUTDOWN_GRACE_MS: '10s' }, 'LATCH_SHUTDOWN_GRACE_MS: must be a number of milliseconds from 0 to 9999999'],
    [{ LATCH_AUTH_SECRET_PREVIOUS: 'short' }, 'LATCH_AUTH_SECRET_PREVIOUS: must be at least 32 characters'],
    [{ LATCH_KEY_ENCRYPTION_KEY_PREVIOUS: 'abc' }, 'LATCH_KEY_ENCRYPTION_KEY_PREVIOUS: must be 32 random bytes'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError);
    expect(() => configFromEnv(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => configFromEnv({ LATCH_SERVICES_PORT: '-1', DATABASE_URL: 'nope' })).toThrow(/LATCH_SERVICES_PORT[\s\S]*DATABASE_URL/);
  });
});
