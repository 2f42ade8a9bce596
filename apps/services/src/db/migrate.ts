import type { Db, Queryable } from './db.js';
import { migrations as allMigrations, type Migration } from './migrations.js';

/** Any number shared by every process migrating the same database. */
const MIGRATION_LOCK = 8787_0001;

/**
 * Applies the migrations not yet applied, each in its own transaction with its record in
 * schema_migrations; idempotent, and safe when two processes start against one PostgreSQL.
 * Resolves with the versions it applied.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  // Under the lock too: two processes creating the table at once would collide in the catalog.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const didApply = await db.transaction(async (tx) => {
      // A migration may build an index over a large table, and may wait for another process's.
      await tx.exec('set local statement_timeout = 0');
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.length) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

/** How the database's applied migrations stand against the code's: `pending` not yet applied, `unknown` applied by a newer code. */
export async function migrationState(db: Queryable, migrations: readonly Migration[] = allMigrations): Promise<{ pending: number[]; unknown: number[] }> {
  const applied = new Set((await db.query<{ version: number }>('select version from schema_migrations')).map((row) => row.version));
  const known = new Set(migrations.map((migration) => migration.version));
  return { pending: [...known].filter((version) => !applied.has(version)), unknown: [...applied].filter((version) => !known.has(version)) };
}
