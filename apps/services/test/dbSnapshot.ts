// The whole database as rows, to show that a failed request left nothing behind, or exactly what
// it was meant to leave. Works the same over PGlite and PostgreSQL.
import type { Queryable } from '../src/index.js';

/**
 * Each table's rows as JSON text, sorted; schema_migrations left out, and auth_proofs: every
 * request with a device key's proof records the proof's id whatever its outcome (a refused
 * proof must not be replayable either). So is rate_limits: every write counts towards the limits,
 * refused or not (test/limits.test.ts checks those counts).
 */
export type DatabaseSnapshot = Record<string, string[]>;

export interface TableChanges {
  added: unknown[];
  removed: unknown[];
}

/** The rows each changed table gained and lost; a table that did not change is not listed. */
export type DatabaseChanges = Record<string, TableChanges>;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function snapshotDatabase(db: Queryable): Promise<DatabaseSnapshot> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('schema_migrations', 'auth_proofs', 'rate_limits')
     order by table_name`,
  );
  const snapshot: DatabaseSnapshot = {};
  for (const { name } of tables) {
    // The database writes the text, so bigints, numerics, dates and jsonb read alike through both drivers.
    const rows = await db.query<{ row: string }>(`select row_to_json(t)::text as row from ${quoteIdentifier(name)} t`);
    snapshot[name] = rows.map(({ row }) => row).sort();
  }
  return snapshot;
}

/** Rows of `from` that `to` lacks, counting duplicates. */
function missingRows(from: readonly string[], to: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const row of to) left.set(row, (left.get(row) ?? 0) + 1);
  return from.filter((row) => {
    const count = left.get(row) ?? 0;
    left.set(row, count - 1);
    return count <= 0;
  });
}

export function changesBetween(before: DatabaseSnapshot, after: DatabaseSnapshot): DatabaseChanges {
  const changes: DatabaseChanges = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[table] ?? [], after[table] ?? []];
    const added = missingRows(is, was);
    const removed = missingRows(was, is);
    if (added.length || removed.length) changes[table] = { added: added.map((row) => JSON.parse(row) as unknown), removed: removed.map((row) => JSON.parse(row) as unknown) };
  }
  return changes;
}

/** A request that must fail: what it is, the status it must get, and how to send it. */
export type Refusal = [what: string, status: number, send: () => Promise<{ status: number }>];

/** One test per refusal: it gets its status, and the database is as it was. */
export function testRefusalsWriteNothing(db: () => Queryable, refusals: readonly Refusal[]): void {
  it.each(refusals)('%s is answered %i and writes nothing', async (_what, status, send) => {
    const { result, changes } = await changesDuring(db(), send);
    expect(result.status).toBe(status);
    expect(changes).toEqual({});
  });
}

/** Runs `work` between two snapshots: its result, and what it changed. */
export async function changesDuring<T>(db: Queryable, work: () => Promise<T>): Promise<{ result: T; changes: DatabaseChanges }> {
  const before = await snapshotDatabase(db);
  const result = await work();
  return { result, changes: changesBetween(before, await snapshotDatabase(db)) };
}
