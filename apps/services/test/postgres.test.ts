// The same services over a real PostgreSQL (DATABASE_URL): migrations, seeds, queries, restarts.
import { walletsResponseSchema } from '@latch/core/api';
import { createServices, migrate, migrations, type Services } from '../src/index.js';
import { DEMO_ORIGIN, fetchJson, urlOf } from './helpers.js';
import { requireTestPostgres, startTestPostgres, type TestPostgres } from './postgresServer.js';

// `npm test` installs Debian's postgresql when it is missing; run alone, the suite says what to do.
requireTestPostgres();

describe('over PostgreSQL', () => {
  let postgres: TestPostgres;
  let services: Services;

  beforeAll(async () => {
    postgres = await startTestPostgres();
    services = await createServices({ port: 0, database: { kind: 'postgres', url: postgres.url } });
  }, 60_000);
  afterAll(async () => {
    await services?.stop();
    await postgres?.stop();
  });

  it('migrates and seeds the registry', async () => {
    expect(services.db.kind).toBe('postgres');
    const versions = await services.db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(versions.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    const wallets = walletsResponseSchema.parse((await fetchJson(urlOf(services.url, '/getWallets', { search: ' rain ', chains: 'eip155:1' }))).body);
    expect(wallets.data.map((wallet) => wallet.id)).toEqual(['rainbow']);
    expect(walletsResponseSchema.parse((await fetchJson(urlOf(services.url, '/getWallets'))).body).count).toBeGreaterThanOrEqual(600);
  });

  it('stores and counts analytics events, keeping one sent twice at once only once', async () => {
    const post = (eventId: string) =>
      fetchJson(urlOf(services.url, '/e'), {
        method: 'POST',
        headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ eventId, url: '', domain: '', timestamp: 1, props: { type: 'track', event: 'PG' } }),
      });
    await Promise.all(['a', 'b', 'a'].map(post));
    expect((await fetchJson(urlOf(services.url, '/analytics/summary'))).body).toMatchObject({ total: 2, events: [{ event: 'PG', count: 2 }] });
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      services.db.transaction(async (tx) => {
        await tx.query("insert into projects (id, name) values ('rolled-back', 'x')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await services.db.query("select id from projects where id = 'rolled-back'")).toEqual([]);
  });

  it('reads through statements prepared before another process added a column to their table', async () => {
    const { db } = services;
    await db.exec('create table plan_probe (id int); insert into plan_probe values (1)');
    const read = () => db.query('select * from plan_probe');
    // Every pooled connection prepares the read.
    await Promise.all(Array.from({ length: 10 }, read));
    await db.exec('alter table plan_probe add column note text');
    expect(await Promise.all(Array.from({ length: 10 }, read))).toEqual(Array.from({ length: 10 }, () => [{ id: 1, note: null }]));
    // One transaction after another takes the same connection (the pool's most recently released).
    const inTransaction = () => db.transaction((tx) => tx.query('select * from plan_probe'));
    await inTransaction();
    await db.exec('alter table plan_probe add column kind text');
    await expect(inTransaction()).rejects.toThrow('cached plan must not change result type');
    expect(await inTransaction()).toEqual([{ id: 1, note: null, kind: null }]);
  });

  it('starts again on the same database without applying anything twice', async () => {
    await services.stop();
    services = await createServices({ port: 0, database: { kind: 'postgres', url: postgres.url } });
    expect(await migrate(services.db)).toEqual([]);
    expect(await services.db.query('select id from projects')).toEqual([{ id: 'latch-demo' }]);
  });
});
