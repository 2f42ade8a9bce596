// The database interface over the run's database: transactions commit or roll back; migrations
// and seeds are idempotent.
import { DEFAULT_FEATURES, ensureProject, findProject, listFeatures, migrate, migrations, openDb, type Db } from '../src/index.js';
import { databaseName, testDatabase, type TestDatabase } from './database.js';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await testDatabase();
  db = await openDb(database.config);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

describe(databaseName, () => {
  it('applies every migration once, however often it runs', async () => {
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version).sort((a, b) => a - b));
    expect(await migrate(db)).toEqual([]);
  });

  it('applies versions with gaps in order, and a lower version added later, each once', async () => {
    const freshDatabase = await testDatabase();
    const fresh = await openDb(freshDatabase.config);
    const table = (version: number) => ({ version, name: `t${version}`, sql: `create table t${version} (id int)` });
    try {
      expect(await migrate(fresh, [table(100), table(1), table(3)])).toEqual([1, 3, 100]);
      expect(await migrate(fresh, [table(1), table(2), table(3), table(100), table(101)])).toEqual([2, 101]);
      expect(await migrate(fresh, [table(1), table(2), table(3), table(100), table(101)])).toEqual([]);
      const applied = await fresh.query<{ version: number }>('select version from schema_migrations order by version');
      expect(applied.map((row) => row.version)).toEqual([1, 2, 3, 100, 101]);
    } finally {
      await fresh.close();
      await freshDatabase.drop();
    }
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction((tx) => tx.query("insert into projects (id, name) values ('kept', 'Kept')"));
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into projects (id, name) values ('dropped', 'Dropped')");
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.query("select id from projects where id in ('kept', 'dropped')")).toEqual([{ id: 'kept' }]);
  });

  it('passes parameters as values, never as SQL', async () => {
    const hostile = "x'); drop table projects; --";
    expect(await db.query('select $1::text as value', [hostile])).toEqual([{ value: hostile }]);
    expect(await db.query("select count(*)::int as n from information_schema.tables where table_name = 'projects'")).toEqual([{ n: 1 }]);
  });

  it('creates a project once with the default features, then only adds origins it lacks', async () => {
    const project = { id: 'app', name: 'App', allowedOrigins: ['http://a.test'] };
    expect(await ensureProject(db, project)).toBe(true);
    expect(await ensureProject(db, { ...project, allowedOrigins: ['http://b.test', 'http://a.test', 'http://b.test'] })).toBe(false);
    expect((await findProject(db, 'app'))?.allowedOrigins).toEqual(['http://a.test', 'http://b.test']);
    expect(await listFeatures(db, 'app')).toEqual(DEFAULT_FEATURES);
  });
});
