// Outside the local world the start does not migrate: it serves only on a database `latch-services
// migrate` brought to this build's migrations, and refuses one behind it or ahead of it, saying what
// to run. (In the local world, and on a database in memory, it migrates: every other test's start.)
import { createServices, migrate, migrations, migrationState, openDb, type DatabaseConfig, type Db } from '../src/index.js';
import { lastingTestDatabase, type TestDatabase } from './database.js';
import { outsideLocalWorld, PRODUCTION_SECRETS } from './helpers.js';

/** Each test opens its database several times, and starts the services on it: PGlite in a directory, on a busy machine, takes its time. */
const RESTARTS_TIMEOUT_MS = 90_000;

const known = migrations.map((migration) => migration.version).sort((a, b) => a - b);

async function withDb<T>(config: DatabaseConfig, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(config);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const deploy = (database: DatabaseConfig) => outsideLocalWorld(() => createServices({ port: 0, database, auth: { smtpPort: 0, ...PRODUCTION_SECRETS } }));

describe('the migration state', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await lastingTestDatabase();
  });
  afterEach(() => database.drop());

  it('outside the local world, an unmigrated database is refused; migrated, it serves', async () => {
    await expect(withDb(database.config, migrationState)).resolves.toEqual({ applied: [], known, pending: known, unknown: [] });
    await expect(deploy(database.config)).rejects.toThrow(`The database has no migrations applied, this build needs ${known.length} (up to ${known.at(-1)}): run \`latch-services migrate\``);
    expect(await withDb(database.config, migrationState)).toMatchObject({ applied: [] });

    await withDb(database.config, (db) => migrate(db));
    const services = await deploy(database.config);
    try {
      expect((await fetch(new URL('/health', services.url))).status).toBe(200);
      expect(await migrationState(services.db)).toEqual({ applied: known, known, pending: [], unknown: [] });
    } finally {
      await services.stop();
    }
  }, RESTARTS_TIMEOUT_MS);

  it('outside the local world, a database behind this build is refused, naming what it lacks', async () => {
    const lacking = known.at(-1);
    await withDb(database.config, (db) => migrate(db, migrations.filter((migration) => migration.version !== lacking)));
    await expect(deploy(database.config)).rejects.toThrow(`The database is at migration ${known.at(-2)}, this build needs ${lacking} too: run \`latch-services migrate\``);
  }, RESTARTS_TIMEOUT_MS);

  it('outside the local world, a database a newer build migrated is refused', async () => {
    await withDb(database.config, async (db) => {
      await migrate(db);
      await db.query("insert into schema_migrations (version, name) values (9001, 'from a newer build'), (9002, 'from a newer build')");
    });
    await expect(deploy(database.config)).rejects.toThrow('The database has migrations this build does not know (9001, 9002): run a newer build');
  }, RESTARTS_TIMEOUT_MS);
});
