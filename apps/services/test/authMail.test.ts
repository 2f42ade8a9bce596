// Where login mail goes, who may read it, the configuration from the environment, and the
// signing key across restarts.
import { freePort } from '@latch/devnet';
import { jwtVerify } from 'jose';
import { resolveAuthConfig } from '../src/auth/index.js';
import { AUTH_SAID, ConfigError, configFromEnv, createServices, serviceModules, startMailCatcher, type MailCatcher, type Services, type StartedAuth } from '../src/index.js';
import { AuthClient, TestClock } from './authHelpers.js';
import { lastingTestDatabase, servicesTestDatabase, type TestDatabase } from './database.js';
import { outsideLocalWorld, PRODUCTION_SECRETS } from './helpers.js';
import { LogCapture } from './logCapture.js';

const running: Services[] = [];
const databases: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((services) => services.stop()));
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

async function start(config: Parameters<typeof createServices>[0] = {}): Promise<{ services: Services; client: AuthClient; auth: StartedAuth }> {
  // The demo project and auth only: the wallet registry and the chains are not needed here.
  const modules = serviceModules.filter((module) => module.name === 'projects' || module.name === 'auth');
  let { database } = config;
  if (!database) {
    const own = await servicesTestDatabase();
    databases.push(own);
    database = own.config;
  }
  const services = await createServices({ port: 0, ...config, database }, modules);
  running.push(services);
  return { services, client: new AuthClient(() => services, config.auth?.now), auth: services.started.auth as StartedAuth };
}

describe('the dev mailbox', () => {
  it('serves what the catcher received while the catcher runs, and the catcher stops with the services', async () => {
    const { services, client, auth } = await start();
    expect(auth.mailbox).toBe(true);
    expect(auth.summary).toBe(`SMTP catcher on smtp://127.0.0.1:${auth.catcher!.port}, read at GET /dev/mailbox?email=…`);
    await client.start('ada@example.com', 'd-1');
    expect(await client.mailbox('ada@example.com')).toEqual([
      expect.objectContaining({ subject: 'Approve a new device', code: null, link: expect.stringMatching(/^http:\/\/127\.0\.0\.1:5174\/device\.html\?projectId=latch-demo#approve=/), receivedAt: expect.any(String) }),
    ]);
    const invalid = await client.call('GET', '/dev/mailbox', undefined, { query: { email: 'nope' } });
    expect(invalid.status).toBe(400);
    await services.stop();
    await expect(startMailCatcher({ port: auth.catcher!.port }).then((catcher) => catcher.stop())).resolves.toBeUndefined();
  });

  it('is not served outside the local world (404), though mail is still caught', async () => {
    const config = configFromEnv({ LATCH_SERVICES_PORT: '0', LATCH_AUTH_SECRET: PRODUCTION_SECRETS.secret, LATCH_KEY_ENCRYPTION_KEY: PRODUCTION_SECRETS.keyEncryptionKey });
    // The run's database rather than the default data directory.
    const { client, auth } = await outsideLocalWorld(() => start({ ...config, database: undefined }));
    expect(auth.mailbox).toBe(false);
    expect(await client.start('ada@example.com', 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    const answer = await client.call('GET', '/dev/mailbox', undefined, { query: { email: 'ada@example.com' } });
    expect(answer).toMatchObject({ status: 404, body: { message: 'Not found: GET /dev/mailbox' } });
    expect(auth.catcher!.messagesFor('ada@example.com')).toHaveLength(1);
  });

  it('is not served, and no catcher runs, when mail goes through an SMTP URL; the mail arrives there', async () => {
    let relay: MailCatcher | undefined;
    try {
      relay = await startMailCatcher({ port: 0 });
      const { client, auth } = await start({ auth: { smtpUrl: `smtp://127.0.0.1:${relay.port}`, mailFrom: 'Wallet <wallet@example.org>' } });
      expect(auth.catcher).toBeUndefined();
      expect(auth.summary).toBe(`Mail through smtp://127.0.0.1:${relay.port}`);
      expect(await client.start('ada@example.com', 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
      expect((await client.call('GET', '/dev/mailbox', undefined, { query: { email: 'ada@example.com' } })).status).toBe(404);
      expect(relay.messagesFor('ada@example.com')).toEqual([expect.objectContaining({ from: 'Wallet <wallet@example.org>', subject: 'Approve a new device' })]);
    } finally {
      await relay?.stop();
    }
  });

  it('answers 502 when the mail cannot be sent, and the address may try again at once', async () => {
    const clock = new TestClock();
    const log = new LogCapture();
    const { services, client } = await start({ auth: { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, now: clock.now }, log: { level: 'error', destination: log.destination } });
    expect(await client.start('ada@example.com', 'd-1')).toMatchObject({ status: 502, body: AUTH_SAID.mailFailed });
    expect(await client.start('ada@example.com', 'd-1')).toMatchObject({ status: 502, body: AUTH_SAID.mailFailed });
    // Logged with the request's id and the driver's reason, never the address.
    expect(log.lines().map(({ msg, reqId }) => ({ msg, reqId }))).toEqual(Array(2).fill({ msg: 'the device approval link could not be mailed', reqId: expect.any(String) }));
    expect(log.text).toContain('ECONNREFUSED');
    expect(log.text).not.toContain('ada@example.com');
    expect(await services.db.query('select * from auth_codes')).toEqual([]);
  });
});

describe('configuration from the environment', () => {
  it('reads the SMTP port and URL, the secret and the From', () => {
    const secret = 's'.repeat(32);
    expect(configFromEnv({ LATCH_SMTP_PORT: '2600', LATCH_AUTH_SECRET: secret, LATCH_MAIL_FROM: 'Me <me@example.com>' }).auth).toEqual({
      smtpPort: 2600,
      secret,
      mailFrom: 'Me <me@example.com>',
    });
    expect(configFromEnv({ LATCH_SMTP_URL: 'smtps://user:pass@mail.example.com:465', LATCH_KEY_ENCRYPTION_KEY: '0f'.repeat(32) }).auth).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      keyEncryptionKey: '0f'.repeat(32),
    });
  });

  it.each([
    [{ LATCH_SMTP_PORT: '99999' }, 'LATCH_SMTP_PORT: must be a port number from 0 to 65535'],
    [{ LATCH_SMTP_URL: 'http://mail.example.com' }, 'LATCH_SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ LATCH_AUTH_SECRET: 'short' }, 'LATCH_AUTH_SECRET: must be at least 32 characters'],
    [{ LATCH_KEY_ENCRYPTION_KEY: 'short' }, 'LATCH_KEY_ENCRYPTION_KEY: must be 32 random bytes'],
    [{ LATCH_KEY_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }, 'LATCH_KEY_ENCRYPTION_KEY: must be 32 random bytes'],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError);
    expect(() => configFromEnv(env)).toThrow(message);
  });

  it('gives the catcher port 2525 by default, and a free one when the services take a free port', async () => {
    expect(resolveAuthConfig({}, 8787).smtpPort).toBe(2525);
    expect(resolveAuthConfig({ smtpPort: 2600 }, 0).smtpPort).toBe(2600);
    const { auth } = await start({ port: 0 });
    expect(auth.catcher!.port).not.toBe(2525);
    expect(auth.catcher!.port).toBeGreaterThan(0);
  });
});

describe('the signing key', () => {
  it('is generated once and kept in the database, so a restart keeps sessions valid', async () => {
    const lasting = await lastingTestDatabase();
    databases.push(lasting);
    const first = await start({ database: lasting.config });
    const session = await first.client.login('ada@example.com', 'd-1');
    await first.services.stop();
    const second = await start({ database: lasting.config });
    // The same device (its key) after the restart.
    const proof = first.client.keyOf(session.token)!;
    const sessionOf = (client: AuthClient) => client.call('GET', '/auth/v1/session', undefined, { token: session.token, proof });
    expect(await sessionOf(second.client)).toMatchObject({ status: 200, body: { user: session.user } });
    const other = await start();
    expect((await sessionOf(other.client)).status).toBe(401);
  });

  it('is LATCH_AUTH_SECRET when set', async () => {
    const secret = 'a-secret-of-at-least-thirty-two-chars';
    const { client } = await start({ auth: { secret } });
    const { token } = await client.login('ada@example.com', 'd-1');
    await expect(jwtVerify(token, new TextEncoder().encode(secret), { audience: 'latch-demo' })).resolves.toMatchObject({ protectedHeader: { alg: 'HS256' } });
    await expect(start({ auth: { secret: 'short' } })).rejects.toThrow('The auth secret must be at least 32 characters');
  });
});
