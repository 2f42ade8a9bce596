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

/** Where a database stands against this build's migrations (versions ascending): the start, `migrate` and /readyz (lifecycle/readiness.ts) read it. */
export interface MigrationState {
  /** Recorded in the database's schema_migrations (none before the first migrate). */
  applied: number[];
  /** This build's. */
  known: number[];
  /** This build's, not applied yet: `latch-services migrate` applies them. */
  pending: number[];
  /** Applied by a build newer than this one, which this one does not know. */
  unknown: number[];
}

/** Reads what the database has applied, beside what this build knows; changes nothing. */
export async function migrationState(db: Queryable, migrations: readonly Migration[] = allMigrations): Promise<MigrationState> {
  const [table] = await db.query<{ found: string | null }>(`select to_regclass('schema_migrations')::text as found`);
  const rows = table?.found ? await db.query<{ version: number }>('select version from schema_migrations order by version') : [];
  const applied = rows.map((row) => Number(row.version));
  const known = migrations.map((migration) => migration.version).sort((a, b) => a - b);
  return {
    applied,
    known,
    pending: known.filter((version) => !applied.includes(version)),
    unknown: applied.filter((version) => !known.includes(version)),
  };
}

/** Why a build must not serve on a database in `state`, said for the operator; undefined when it may. */
export function migrationRefusal({ applied, known, pending, unknown }: MigrationState): string | undefined {
  if (unknown.length) return `The database has migrations this build does not know (${unknown.join(', ')}): run a newer build`;
  if (!pending.length) return undefined;
  const run = 'run `latch-services migrate`';
  // Each module numbers its own range (auth 2xx, the faucet 3xx), so what is missing may lie below the newest applied.
  if (!applied.length) return `The database has no migrations applied, this build needs ${known.length} (up to ${known.at(-1)}): ${run}`;
  return `The database is at migration ${applied.at(-1)}, this build needs ${pending.join(', ')} too: ${run}`;
}

/** Refuses (MigrationStateError) a database this build must not serve on: migrations pending, or newer than the build. */
export async function requireMigrated(db: Queryable): Promise<void> {
  const refusal = migrationRefusal(await migrationState(db));
  if (refusal) throw new MigrationStateError(refusal);
}

/** A database this build may not serve on; the message says what to run. */
export class MigrationStateError extends Error {
  override readonly name = 'MigrationStateError';
}
