// The CLI as a person runs it: it prints the URL, serves, and stops cleanly on Ctrl-C.
// It runs the built dist/cli.js (turbo builds before testing).
import { payoutsNeedProvider } from '../src/blockchainApi/onramp/payouts.js';
import { cliDatabaseEnv, runCli as run } from './cliProcess.js';
import { servicesTestDatabase } from './database.js';
import { LOCAL_WORLD_ENV } from './localWorldEnv.js';

describe('cli', () => {
  it('prints the URL it serves on and its database, and exits 0 on SIGINT', async () => {
    const database = await servicesTestDatabase();
    const cliRun = run({ ...LOCAL_WORLD_ENV, ...cliDatabaseEnv(database.config), LATCH_SERVICES_PORT: '0' });
    const [, url] = await cliRun.printed(/Latch services on (http:\/\/127\.0\.0\.1:\d+) \((PGlite in memory|PostgreSQL at 127\.0\.0\.1:\d+\/latch_test_\w+)\)/);
    expect((await fetch(new URL('/health', url))).status).toBe(200);
    cliRun.child.kill('SIGINT');
    expect(await cliRun.exited).toBe(0);
    // Auth's SMTP catcher said where it listens: a free port too, as the services took one.
    const smtp = /^ {2}SMTP catcher on smtp:\/\/127\.0\.0\.1:(\d+), read at GET \/dev\/mailbox\?email=…$/m.exec(cliRun.output().stdout);
    expect(smtp).not.toBeNull();
    expect(Number(smtp![1])).not.toBe(2525);
    await expect(fetch(new URL('/health', url))).rejects.toThrow();
    await database.drop();
  });

  it('exits 1 outside the local world (no LATCH_ENV=local) without a session secret and a key-encryption key, naming both', async () => {
    const cliRun = run({ LATCH_SERVICES_PORT: '0', LATCH_SERVICES_DATA_DIR: ':memory:' });
    expect(await cliRun.exited).toBe(1);
    expect(cliRun.output().stderr).toMatch(/LATCH_AUTH_SECRET: must be set[\s\S]*LATCH_KEY_ENCRYPTION_KEY: must be set/);
  });

  it('exits 1 outside the local world with LATCH_ONRAMP_PAYOUTS=treasury, saying no payment provider would take the money', async () => {
    const cliRun = run({ LATCH_SERVICES_PORT: '0', LATCH_SERVICES_DATA_DIR: ':memory:', LATCH_ONRAMP_PAYOUTS: 'treasury' });
    expect(await cliRun.exited).toBe(1);
    expect(cliRun.output().stderr).toContain(payoutsNeedProvider());
  });

  it('exits 1 naming a bad variable', async () => {
    const cliRun = run({ LATCH_SERVICES_PORT: 'http' });
    expect(await cliRun.exited).toBe(1);
    expect(cliRun.output().stderr).toContain('LATCH_SERVICES_PORT: must be a port number from 0 to 65535');
  });
});
