// Rows PostgreSQL read by sequential scans over a stretch of the load, from its own statistics. A
// statement that scans a growing table at every request (the email start's delete of expired
// approvals did, until c40d097) shows here as thousands of rows a request well before it shows in
// the tail. PostgreSQL's backends publish their counts about once a second while busy, so a
// stretch's figure may miss its last second.
import type { Queryable } from '@latch/services';

export interface TableScans {
  rows: number;
  /** The table most of them came from. */
  busiest: { table: string; rows: number } | undefined;
}

async function scannedRows(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ relname: string; seq_tup_read: string | number }>('select relname, seq_tup_read from pg_stat_user_tables');
  return new Map(rows.map(({ relname, seq_tup_read }) => [relname, Number(seq_tup_read)]));
}

/** Starts a stretch; the function it returns gives the rows scanned since. */
export async function scanStretch(db: Queryable): Promise<() => Promise<TableScans>> {
  const before = await scannedRows(db);
  return async () => {
    const deltas = [...(await scannedRows(db))].map(([table, rows]) => ({ table, rows: rows - (before.get(table) ?? 0) })).sort((a, b) => b.rows - a.rows);
    const busiest = deltas[0];
    return { rows: deltas.reduce((sum, { rows }) => sum + rows, 0), busiest: busiest && busiest.rows > 0 ? busiest : undefined };
  };
}

export const describeScans = ({ rows, busiest }: TableScans, requests: number) =>
  `rows PostgreSQL read by sequential scans: ${rows} (${(rows / Math.max(1, requests)).toFixed(1)} a request)${busiest ? `, the most from ${busiest.table} (${busiest.rows})` : ''}`;
