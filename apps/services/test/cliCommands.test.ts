// The CLI's commands as an operator runs them, outside the local world: `migrate` before the first
// start (which refuses the database until then), `rotate-kek` between two keys, and a wrong command.
// It runs the built dist/cli.js (turbo builds before testing).
import { migrations } from '../src/index.js';
import { cliDatabaseEnv, runCli, SERVING } from './cliProcess.js';
import { lastingTestDatabase, type TestDatabase } from './database.js';
import { PRODUCTION_SECRETS } from './helpers.js';

const KEK_A = Buffer.alloc(32, 51).toString('base64');
const KEK_B = Buffer.alloc(32, 52).toString('hex');
const newest = Math.max(...migrations.map((migration) => migration.version));

describe('latch-services commands', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await lastingTestDatabase();
    env = { ...cliDatabaseEnv(database.config), LATCH_SERVICES_PORT: '0', LATCH_SMTP_PORT: '0', LATCH_AUTH_SECRET: PRODUCTION_SECRETS.secret };
  });
  afterAll(() => database.drop());

  /** Runs a command to its end; its exit code and output. */
  const command = async (args: string[], more: Record<string, string> = {}) => {
    const cliRun = runCli({ ...env, ...more }, args);
    const code = await cliRun.exited;
    return { code, ...cliRun.output() };
  };
  /** Serves until it says where, then stops it; resolves once it has exited. */
  const serves = async (kek: string) => {
    const cliRun = runCli({ ...env, LATCH_KEY_ENCRYPTION_KEY: kek });
    await cliRun.printed(SERVING);
    cliRun.child.kill('SIGINT');
    expect(await cliRun.exited).toBe(0);
  };

  it('serve refuses an unmigrated database; migrate applies each migration once, and then it serves', async () => {
    const refused = await command([], { LATCH_KEY_ENCRYPTION_KEY: KEK_A });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The database has no migrations applied');
    expect(refused.stderr).toContain('run `latch-services migrate`');

    const applied = await command(['migrate']);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toMatch(new RegExp(`^Applied migrations 1, 2, 3, .*${newest} to (PGlite in|PostgreSQL at) `));
    const again = await command(['migrate']);
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining(`Nothing to apply: `) });
    expect(again.stdout).toContain(`has every migration of this build (up to ${newest})`);
    await serves(KEK_A);
  }, 90_000);

  it('rotate-kek wants both keys, moves the database to the new one, and the old one alone then starts nothing', async () => {
    expect(await command(['rotate-kek'], { LATCH_KEY_ENCRYPTION_KEY: KEK_B })).toMatchObject({ code: 1, stderr: expect.stringContaining('set both') });
    const rotated = await command(['rotate-kek'], { LATCH_KEY_ENCRYPTION_KEY: KEK_B, LATCH_KEY_ENCRYPTION_KEY_PREVIOUS: KEK_A });
    expect(rotated).toMatchObject({ code: 0, stdout: expect.stringContaining('LATCH_KEY_ENCRYPTION_KEY_PREVIOUS can go') });
    await serves(KEK_B);
    const old = await command([], { LATCH_KEY_ENCRYPTION_KEY: KEK_A });
    expect(old).toMatchObject({ code: 1, stderr: expect.stringContaining("not the one this database's keys were sealed with") });
  }, 90_000);

  it('names the commands when given another', async () => {
    expect(await command(['migrat'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown command migrat. Usage: latch-services [serve | migrate | rotate-kek]') });
  });
});
