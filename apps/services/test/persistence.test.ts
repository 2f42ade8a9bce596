// The database keeps everything across restarts (a PGlite data directory in the PGlite run);
// migrations and seeds run again harmlessly.
import { get } from 'node:http';
import { configResponseSchema, walletsResponseSchema } from '@latch/core/api';
import { createServices, DEFAULT_DEMO_ORIGINS, DEFAULT_FRAME_ORIGINS, findProject, migrate, migrations, setFeature, type Services } from '../src/index.js';
import { lastingTestDatabase, overPostgres, servicesTestDatabase, type TestDatabase } from './database.js';
import { DEMO_ORIGIN, fetchJson, urlOf } from './helpers.js';

let database: TestDatabase;
const running: Services[] = [];

async function start(demoOrigins: readonly string[] = DEFAULT_DEMO_ORIGINS): Promise<Services> {
  const services = await createServices({ port: 0, database: database.config, demoOrigins });
  running.push(services);
  return services;
}

beforeAll(async () => {
  database = await lastingTestDatabase();
});
afterAll(async () => {
  await Promise.all(running.map((services) => services.stop()));
  await database.drop();
});

describe('the database', () => {
  it('keeps projects, features, wallets and events across a restart, applying no migration twice', async () => {
    const first = await start();
    expect(first.db.kind).toBe(overPostgres ? 'postgres' : 'pglite');
    const applied = await first.db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(applied.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    await setFeature(first.db, 'latch-demo', { id: 'swaps', isEnabled: false, config: null });
    const posted = await fetchJson(urlOf(first.url, '/e'), {
      method: 'POST',
      headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'kept', url: '', domain: '', timestamp: 1, props: { type: 'track', event: 'KEPT' } }),
    });
    expect(posted.status).toBe(202);
    await first.stop();

    const second = await start([...DEFAULT_DEMO_ORIGINS, 'http://localhost:3000']);
    expect(await migrate(second.db)).toEqual([]);
    expect(await second.db.query('select version from schema_migrations order by version')).toEqual(applied);
    const config = configResponseSchema.parse((await fetchJson(urlOf(second.url, '/appkit/v1/config'))).body);
    expect(config.features.find((feature) => feature.id === 'swaps')).toEqual({ id: 'swaps', isEnabled: false, config: null });
    const summary = await fetchJson(urlOf(second.url, '/analytics/summary'));
    expect(summary.body).toMatchObject({ total: 1, events: [{ event: 'KEPT', count: 1 }] });
    const wallets = walletsResponseSchema.parse((await fetchJson(urlOf(second.url, '/getWallets'))).body);
    const [{ count }] = (await second.db.query<{ count: number }>('select count(*)::int as count from wallets')) as [{ count: number }];
    expect(wallets.count).toBe(count);
    expect((await findProject(second.db, 'latch-demo'))?.allowedOrigins).toEqual([...DEFAULT_DEMO_ORIGINS, ...DEFAULT_FRAME_ORIGINS, 'http://localhost:3000']);
    const projects = await second.db.query('select id from projects');
    expect(projects).toEqual([{ id: 'latch-demo' }]);
  });

  it('refuses a second server on a port in use, with a clear message, and leaves the first running', async () => {
    const first = running.at(-1)!;
    const port = Number(new URL(first.url).port);
    // The SMTP catcher takes a free port, so the HTTP port is the one in use (2525 may be taken by a running stack).
    const other = await servicesTestDatabase();
    await expect(createServices({ port, database: other.config, auth: { smtpPort: 0 } })).rejects.toThrow(`Port ${port} on 127.0.0.1 is in use`);
    await other.drop();
    // Asked on a connection of its own: the refused start can outlast the keep-alive of the one fetch pooled before, which then resets.
    const health = await new Promise<number | undefined>((resolve, reject) =>
      get(new URL('/health', first.url), { agent: false }, (response) => resolve(response.resume().statusCode)).on('error', reject),
    );
    expect(health).toBe(200);
  });
});
