// A backup restored: a PostgreSQL holding users, sessions and key backups, made through the real
// routes, is dumped with pg_dump and restored with pg_restore into a fresh PostgreSQL cluster; the
// services started on it with the same key-encryption key (kept outside the dump) let each person
// recover their wallet on a new device. Always over PostgreSQL (Debian's, as postgres.test.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { postgresBin, startPostgres, type LocalPostgres } from '@latch/devnet/postgres';
import { createServices, migrationState, openDb, type Services, type ServicesConfig } from '../src/index.js';
import { AuthClient, TestClock } from './authHelpers.js';
import { requireTestPostgres, startTestPostgres, type TestPostgres } from './postgresServer.js';
import { backUpNewWallet, deviceOf, recoverWallet, type BackedUpWallet } from './walletBackup.js';

requireTestPostgres();

const run = promisify(execFile);
const KEK = Buffer.alloc(32, 21);
const SECRET = 'the session secret of the restore test';
const PEOPLE = ['ada@example.com', 'grace@example.com', 'edsger@example.com'];

describe('a pg_dump of the database, restored into a fresh PostgreSQL', () => {
  const clock = new TestClock();
  let source: TestPostgres | undefined;
  let target: LocalPostgres | undefined;
  let services: Services | undefined;
  let dir: string;
  const client = new AuthClient(() => services!, clock.now);
  const start = async (url: string, keyEncryptionKey: Buffer) => {
    await services?.stop();
    services = undefined;
    const auth: ServicesConfig['auth'] = { smtpPort: 0, now: clock.now, newDeviceHoldMs: 0, secret: SECRET, keyEncryptionKey: keyEncryptionKey.toString('base64') };
    services = await createServices({ port: 0, database: { kind: 'postgres', url }, auth });
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'latch-restore-'));
    [source, target] = await Promise.all([startTestPostgres(), startPostgres()]);
  }, 60_000);
  afterAll(async () => {
    await services?.stop();
    await Promise.all([source?.stop(), target?.stop()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('holds no key that opens a backup, and gives each person back their wallet with the KEK kept outside it', async () => {
    await start(source!.url, KEK);
    const wallets: BackedUpWallet[] = [];
    for (const email of PEOPLE) wallets.push(await backUpNewWallet(client, clock, email));

    // A dump of the live database, as an operator's nightly job takes it.
    const bin = postgresBin()!;
    const dump = join(dir, 'latch.dump');
    await run(join(bin, 'pg_dump'), ['--format=custom', '--no-owner', `--file=${dump}`, source!.url]);
    await services!.stop();
    services = undefined;
    const dumped = await readFile(dump);
    for (const encoding of ['base64', 'base64url', 'hex'] as const) expect(dumped.includes(KEK.toString(encoding))).toBe(false);

    await run(join(bin, 'pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${target!.url}`, dump]);
    const restored = await openDb({ kind: 'postgres', url: target!.url });
    try {
      expect(await migrationState(restored)).toMatchObject({ pending: [], unknown: [] });
    } finally {
      await restored.close();
    }

    // Without the KEK the restored database opens nothing: another key stops the start.
    await expect(start(target!.url, Buffer.alloc(32, 22))).rejects.toThrow(/not the one this database's keys were sealed with/);
    await start(target!.url, KEK);
    // The sessions came across too: a token issued before the dump still reads its backup.
    const [first] = wallets;
    expect((await client.session(first!.token)).status).toBe(200);
    for (const { email, address } of wallets) expect(await recoverWallet(client, clock, email, deviceOf(email, 'after-restore'))).toBe(address);
  }, 90_000);
});
