// Outside the local world (LATCH_ENV is not local; localWorld.test.ts) the services start only with a
// session secret and a key-encryption key from the configuration, and serve no dev mailbox. The backup wrap keys are sealed under the key-encryption key,
// so the database alone opens none of them.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyEncryptionKey } from '../src/auth/kek.js';
import { ConfigError, createServices, type ServicesConfig, type Services } from '../src/index.js';
import { AuthClient, TestClock } from './authHelpers.js';
import { lastingTestDatabase, servicesTestDatabase, type TestDatabase } from './database.js';
import { FRAME_ORIGIN, outsideLocalWorld, PRODUCTION_SECRETS } from './helpers.js';
import { snapshotDatabase } from './dbSnapshot.js';

const SECRET_VARIABLES = ['LATCH_AUTH_SECRET', 'LATCH_KEY_ENCRYPTION_KEY'];

describe('outside the local world, the start', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'latch-production-')), 'data');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it.each([
    ['neither the session secret nor the key-encryption key', {}],
    ['only the session secret', { secret: PRODUCTION_SECRETS.secret }],
    ['only the key-encryption key', { keyEncryptionKey: PRODUCTION_SECRETS.keyEncryptionKey }],
  ])('is refused with %s, naming what is missing, before the database is opened', async (_what, secrets: ServicesConfig['auth']) => {
    const error = (await outsideLocalWorld(() => createServices({ port: 0, database: { kind: 'pglite', dataDir }, auth: { smtpPort: 0, ...secrets } })).catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(ConfigError);
    const given = { LATCH_AUTH_SECRET: secrets?.secret, LATCH_KEY_ENCRYPTION_KEY: secrets?.keyEncryptionKey };
    for (const name of SECRET_VARIABLES) expect(error.message.includes(`${name}: must be set`)).toBe(given[name as keyof typeof given] === undefined);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('is refused without LATCH_ENV=local on any host, loopback and NODE_ENV=development included', async () => {
    const developing = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      for (const host of ['0.0.0.0', '127.0.0.1']) {
        await expect(outsideLocalWorld(() => createServices({ host, port: 0, database: { kind: 'memory' } }))).rejects.toThrow(/LATCH_AUTH_SECRET: must be set[\s\S]*LATCH_KEY_ENCRYPTION_KEY: must be set/);
      }
    } finally {
      process.env.NODE_ENV = developing;
    }
  });

  it('serves with both, and the dev mailbox is off', async () => {
    const database = await servicesTestDatabase();
    const services = await outsideLocalWorld(() => createServices({ port: 0, database: database.config, auth: { smtpPort: 0, ...PRODUCTION_SECRETS } }));
    try {
      const client = new AuthClient(() => services);
      expect((await client.start('ada@example.com', 'd-1')).status).toBe(200);
      expect((await client.call('GET', '/dev/mailbox', undefined, { query: { email: 'ada@example.com' } })).status).toBe(404);
    } finally {
      await services.stop();
      await database.drop();
    }
  });
});

describe('the backup wrap keys', () => {
  const kek = Buffer.alloc(32, 9);
  const clock = new TestClock();
  let database: TestDatabase;
  let services: Services | undefined;
  const client = new AuthClient(() => services!, clock.now);
  const start = async (keyEncryptionKey?: string) => {
    await services?.stop();
    services = undefined;
    services = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0, now: clock.now, ...(keyEncryptionKey ? { keyEncryptionKey } : {}) } });
  };
  let sequence = 0;
  /** A login, and the user's wrap key as the frame reads it. */
  async function wrapKeyOfNewUser(): Promise<{ userId: string; token: string; wrapKey: string }> {
    clock.advance(30_000);
    const { token, user } = await client.login(`sealed${(sequence += 1)}@example.com`, 'd-1');
    return { userId: user.userId, token, wrapKey: await wrapKeyOf(token) };
  }
  async function wrapKeyOf(token: string): Promise<string> {
    const answer = await client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { origin: FRAME_ORIGIN, token });
    expect(answer.status).toBe(200);
    return (answer.body as { wrapKey: string }).wrapKey;
  }
  const storedWrapKey = async (userId: string) => (await services!.db.query<{ wrap_key: string }>('select wrap_key from auth_backup_wrap_keys where user_id = $1', [userId]))[0]!.wrap_key;

  beforeEach(async () => {
    database = await lastingTestDatabase();
  });
  afterEach(async () => {
    await services?.stop();
    services = undefined;
    await database.drop();
  });

  it('are kept sealed under the key-encryption key: the database holds neither a wrap key nor that key', async () => {
    await start(kek.toString('base64'));
    const { userId, wrapKey } = await wrapKeyOfNewUser();
    const stored = await storedWrapKey(userId);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(new KeyEncryptionKey(kek).open(stored, `latch-wrap-key/${userId}`).toString('base64url')).toBe(wrapKey);
    const dump = JSON.stringify(await snapshotDatabase(services!.db));
    for (const secret of [wrapKey, Buffer.from(wrapKey, 'base64url').toString('base64'), kek.toString('base64'), kek.toString('base64url'), kek.toString('hex')]) expect(dump).not.toContain(secret);
  });

  it('open again after a restart with the same key; another key stops the start', async () => {
    await start(kek.toString('hex'));
    const { token, wrapKey } = await wrapKeyOfNewUser();
    await start(kek.toString('base64url'));
    expect(await wrapKeyOf(token)).toBe(wrapKey);
    await expect(start(Buffer.alloc(32, 10).toString('base64'))).rejects.toThrow(/not the one this database's keys were sealed with/);
  });

  it('kept in the clear by an earlier version are sealed at the next start, and open as before', async () => {
    await start(kek.toString('base64'));
    const { userId, token } = await wrapKeyOfNewUser();
    const clear = Buffer.alloc(32, 5).toString('base64url');
    await services!.db.query('update auth_backup_wrap_keys set wrap_key = $2 where user_id = $1', [userId, clear]);
    await start(kek.toString('base64'));
    expect(await storedWrapKey(userId)).not.toContain(clear);
    expect(await wrapKeyOf(token)).toBe(clear);
  });

  it('in the local world without a configured key, are sealed under one the services keep', async () => {
    await start();
    const { userId, token, wrapKey } = await wrapKeyOfNewUser();
    expect(await storedWrapKey(userId)).toMatch(/^v1\./);
    await start();
    expect(await wrapKeyOf(token)).toBe(wrapKey);
  });
});
