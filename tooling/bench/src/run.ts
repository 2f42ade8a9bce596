// `pnpm bench`: measures the three budgets and exits non-zero when one is exceeded.
import { BUDGETS } from './budgets.js';
import { measureModal } from './modal.js';
import { measureEntrySize } from './size.js';

const rows: { what: string; value: string; budget: string; ok: boolean }[] = [];

const size = measureEntrySize();
for (const file of size.files) console.log(`  ${file.file}  ${(file.gzipBytes / 1000).toFixed(1)} kB gzip`);
rows.push({ what: 'demo entry JS, gzip, React included', value: `${size.gzipKb.toFixed(1)} kB`, budget: `${BUDGETS.entryGzipKb} kB`, ok: size.gzipKb <= BUDGETS.entryGzipKb });

const modal = await measureModal();
console.log(`  click → painted modal, each run (ms): ${modal.runs.map((ms) => ms.toFixed(0)).join(' ')}`);
rows.push({
  what: 'click → painted modal, 4x CPU throttling (median)',
  value: `${modal.medianMs.toFixed(0)} ms (max ${modal.maxMs.toFixed(0)})`,
  budget: `${BUDGETS.clickToModalMs} ms`,
  ok: modal.medianMs <= BUDGETS.clickToModalMs,
});
rows.push({ what: 'JS heap after opening, after GC', value: `${modal.heapMb.toFixed(2)} MB`, budget: `${BUDGETS.heapAfterOpenMb} MB`, ok: modal.heapMb <= BUDGETS.heapAfterOpenMb });

console.log('');
for (const row of rows) console.log(`${row.ok ? 'ok  ' : 'OVER'}  ${row.what.padEnd(52)} ${row.value.padEnd(20)} budget ${row.budget}`);
if (rows.some((row) => !row.ok)) process.exit(1);
