export interface Row {
  what: string;
  value: string;
  budget: string;
  ok: boolean;
}

export function printRows(rows: readonly Row[]): void {
  for (const row of rows) console.log(`${row.ok ? 'ok  ' : 'OVER'}  ${row.what.padEnd(58)} ${row.value.padEnd(20)} budget ${row.budget}`);
}
