// Auth over a real PostgreSQL (DATABASE_URL): the same SQL as on PGlite, with node-postgres'
// parameter typing, row locks and bigint columns read back as strings.
import { AUTH_MESSAGES, createServices, emailThrottled, serviceModules, type IssuedSession, type Services } from '../src/index.js';
import { AuthClient, TestClock, wrongCode } from './authHelpers.js';
import { startTestPostgres, testPostgresAvailable, type TestPostgres } from './postgresServer.js';

if (!testPostgresAvailable()) throw new Error('The PostgreSQL tests need a server: set LATCH_TEST_DATABASE_URL or install Debian’s postgresql package.');

describe('auth over PostgreSQL', () => {
  const clock = new TestClock();
  let postgres: TestPostgres;
  let services: Services;
  const client = new AuthClient(() => services);

  beforeAll(async () => {
    postgres = await startTestPostgres();
    const modules = serviceModules.filter((module) => module.name === 'projects' || module.name === 'auth');
    services = await createServices({ port: 0, database: { kind: 'postgres', url: postgres.url }, auth: { now: clock.now } }, modules);
  }, 60_000);
  afterAll(async () => {
    await services?.stop();
    await postgres?.stop();
  });

  it('logs in, throttles, burns codes, and keeps sessions and the key backup', async () => {
    const email = 'pg@example.com';
    const session: IssuedSession = await client.login(email, 'd-1');
    expect(await client.session(session.token)).toMatchObject({ status: 200, body: { user: session.user } });

    clock.advance(5_500);
    expect(await client.start(email, 'd-1')).toMatchObject({ status: 429, body: { message: emailThrottled(25) } });
    clock.advance(30_000);
    expect(await client.start(email, 'd-1')).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    const code = await client.latestCode(email);
    for (let i = 0; i < 4; i += 1) expect((await client.verifyOtp(email, 'd-1', wrongCode(code))).status).toBe(401);
    expect(await client.verifyOtp(email, 'd-1', wrongCode(code))).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.codeBurnt } });

    const ciphertext = Buffer.from('opaque').toString('base64');
    const address = '0x' + '12'.repeat(20);
    const put = await client.call('PUT', '/auth/v1/key-backup', { ciphertext, address }, { token: session.token });
    expect(put).toMatchObject({ status: 200, body: { ciphertext, address, version: 1, updatedAt: new Date(clock.ms).toISOString() } });
    expect(await client.call('GET', '/auth/v1/key-backup', undefined, { token: session.token })).toMatchObject({ status: 200, body: { ciphertext, address } });

    expect((await client.call('POST', '/auth/v1/sign-out', undefined, { token: session.token })).status).toBe(200);
    expect(await client.session(session.token)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.sessionRevoked } });
  });
});
