// `pnpm bench`: measures the budgets and exits non-zero when one is exceeded.
// `--only size|modal|load` runs one part; `--rate` and `--duration` set the load run's requests
// per second and counted seconds per endpoint.
import { parseArgs } from 'node:util';
import { BUDGETS } from './budgets.js';
import { LOAD_DEFAULTS } from './load.js';
import { measureModal } from './modal.js';
import { printRows, type Row } from './rows.js';
import { describeLoad, loadRow, measureServicesLoad } from './servicesLoad.js';
import { measureEntrySize } from './size.js';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, rate: { type: 'string' }, duration: { type: 'string' } } });

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!(number > 0 && Number.isFinite(number))) throw new Error(`--${name} must be a positive number, not ${value}`);
  return number;
}

async function sizeRows(): Promise<Row[]> {
  const size = measureEntrySize();
  for (const file of size.files) console.log(`  ${file.file}  ${(file.gzipBytes / 1000).toFixed(1)} kB gzip`);
  return [{ what: 'demo entry JS, gzip, React included', value: `${size.gzipKb.toFixed(1)} kB`, budget: `${BUDGETS.entryGzipKb} kB`, ok: size.gzipKb <= BUDGETS.entryGzipKb }];
}

async function modalRows(): Promise<Row[]> {
  const modal = await measureModal();
  console.log(`  click → painted modal, each run (ms): ${modal.runs.map((ms) => ms.toFixed(0)).join(' ')}`);
  return [
    {
      what: 'click → painted modal, 4x CPU throttling (median)',
      value: `${modal.medianMs.toFixed(0)} ms (max ${modal.maxMs.toFixed(0)})`,
      budget: `${BUDGETS.clickToModalMs} ms`,
      ok: modal.medianMs <= BUDGETS.clickToModalMs,
    },
    { what: 'JS heap after opening, after GC', value: `${modal.heapMb.toFixed(2)} MB`, budget: `${BUDGETS.heapAfterOpenMb} MB`, ok: modal.heapMb <= BUDGETS.heapAfterOpenMb },
  ];
}

const loadOptions = { ...LOAD_DEFAULTS, rate: positive('rate', args.rate, LOAD_DEFAULTS.rate), durationS: positive('duration', args.duration, LOAD_DEFAULTS.durationS) };

async function loadRows(): Promise<Row[]> {
  const results = await measureServicesLoad(loadOptions);
  for (const result of results) console.log(describeLoad(result));
  return results.map(loadRow);
}

const parts: Record<string, () => Promise<Row[]>> = { size: sizeRows, modal: modalRows, load: loadRows };
const chosen = args.only === undefined ? Object.keys(parts) : [args.only];
const unknown = chosen.find((name) => !(name in parts));
if (unknown !== undefined) throw new Error(`--only takes one of ${Object.keys(parts).join(', ')}, not ${unknown}`);

const rows: Row[] = [];
for (const name of chosen) rows.push(...(await parts[name]!()));
console.log('');
printRows(rows);
if (rows.some((row) => !row.ok)) process.exit(1);
