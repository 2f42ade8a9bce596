// `pnpm bench`: measures the budgets and exits non-zero when one is exceeded.
// `--only size|modal|qr|lists|load|fuzz|userop` (or several, comma-separated) runs those parts; `--rate` and
// `--duration` set the load run's requests per second and counted seconds per endpoint, `--combined-rate` its
// rate in all with every route at once, `--workers` the services' processes (one per core unless set).
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkNoAppKit, describeAppKitCheck } from './appKit.js';
import { BUDGETS } from './budgets.js';
import { measureFuzz } from './fuzz.js';
import { describeEntryByPackage, measureEntryByPackage } from './entryPackages.js';
import { LOAD_DEFAULTS } from './load.js';
import type { LoadPartInput, LoadPartMessage } from './loadPart.js';
import { LISTING_SIZE, measureLists, SEARCH_BUDGET_MS } from './lists.js';
import { withLocalWorld } from './localWorld.js';
import { measureModal } from './modal.js';
import { describeRtkTools, measureRtkTools } from './rtkTools.js';
import { measureOutput } from './output.js';
import { measureTimeToQr } from './qr.js';
import { measureSolanaDiscovery } from './solanaDiscovery.js';
import { printRows, type Row } from './rows.js';
import { measureEntrySize } from './size.js';
import { listRuns, type Timing } from './timing.js';
import { measureUserOperations } from './userOperation.js';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, rate: { type: 'string' }, duration: { type: 'string' }, 'combined-rate': { type: 'string' }, workers: { type: 'string' } } });

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!(number > 0 && Number.isFinite(number))) throw new Error(`--${name} must be a positive number, not ${value}`);
  return number;
}

const timingRow = (what: string, timing: Timing, budgetMs: number): Row => ({
  what,
  value: `${timing.medianMs.toFixed(0)} ms (max ${timing.maxMs.toFixed(0)})`,
  budget: `${budgetMs} ms`,
  ok: timing.medianMs <= budgetMs,
});

async function sizeRows(): Promise<Row[]> {
  const size = measureEntrySize();
  for (const file of size.files) console.log(`  ${file.file}  ${(file.gzipBytes / 1000).toFixed(1)} kB gzip`);
  for (const line of describeEntryByPackage(measureEntryByPackage())) console.log(line);
  const output = measureOutput();
  console.log(describeRtkTools(await measureRtkTools()));
  const appKit = describeAppKitCheck(checkNoAppKit());
  for (const line of appKit.lines) console.log(`  ${line}`);
  return [
    { what: 'demo entry JS, gzip, React included', value: `${size.gzipKb.toFixed(1)} kB`, budget: `${BUDGETS.entryGzipKb} kB`, ok: size.gzipKb <= BUDGETS.entryGzipKb },
    { what: 'demo JS in all, gzip (every chunk)', value: `${output.gzipKb.toFixed(1)} kB, ${output.chunks.length} chunks`, budget: 'none', ok: true },
    { what: 'AppKit modules in the demo build', value: appKit.failed ? 'found (see above)' : 'none', budget: 'none', ok: !appKit.failed },
  ];
}

async function modalRows(): Promise<Row[]> {
  // One local world for both, started once.
  const [{ afterLoad, afterIdle, heapMb }, solana] = await withLocalWorld(async (browser, url) => [await measureModal(browser, url), await measureSolanaDiscovery(browser, url)] as const);
  console.log(`  click → painted modal right after load, each run (ms): ${listRuns(afterLoad)}`);
  console.log(`  click → painted modal after idle, each run (ms): ${listRuns(afterIdle)}`);
  console.log(`  Solana connector discovery → listed: a Wallet Standard wallet registers in the page, Connect open on the Solana network, to its row painted; each run (ms): ${listRuns(solana)}`);
  return [
    timingRow('click → painted modal right after load, 4x CPU (median)', afterLoad, BUDGETS.clickToModalMs),
    timingRow('click → painted modal after idle, 4x CPU (median)', afterIdle, BUDGETS.clickToModalMs),
    { what: 'JS heap after opening, after GC', value: `${heapMb.toFixed(2)} MB`, budget: `${BUDGETS.heapAfterOpenMb} MB`, ok: heapMb <= BUDGETS.heapAfterOpenMb },
    timingRow('Solana connector discovery → listed, 4x CPU (median)', solana, BUDGETS.solanaDiscoveryToListedMs),
  ];
}

async function qrRows(): Promise<Row[]> {
  const { cold, warm } = await measureTimeToQr();
  console.log(`  WalletConnect → painted QR, cold, each run (ms): ${listRuns(cold)}`);
  console.log(`  WalletConnect → painted QR, warm, each run (ms): ${listRuns(warm)}`);
  return [
    timingRow('WalletConnect → painted QR, cold (median)', cold, BUDGETS.timeToQrColdMs),
    timingRow('WalletConnect → painted QR, view open 2 s (median)', warm, BUDGETS.timeToQrWarmMs),
  ];
}

async function listsRows(): Promise<Row[]> {
  const { scroll, searchFirstPage, searchWhole, lifetimes } = await measureLists();
  const longest = Math.max(0, ...scroll.longTasks);
  console.log(`  All Wallets scrolled to the end (${scroll.listed} wallets) in ${(scroll.ms / 1000).toFixed(1)} s; long tasks (ms): ${scroll.longTasks.map((ms) => ms.toFixed(0)).join(' ') || 'none'}`);
  console.log(`  search, last keystroke → painted results, 4x CPU, each run (ms): first page loaded ${listRuns(searchFirstPage)}; whole listing loaded ${listRuns(searchWhole)}`);
  const [before, half, after] = lifetimes.heapMb;
  console.log(`  JS heap after GC: ${before.toFixed(2)} MB after the warm-up, ${half.toFixed(2)} MB after ${lifetimes.cycles / 2} cycles, ${after.toFixed(2)} MB after ${lifetimes.cycles}`);
  for (const left of [...lifetimes.left.listeners, ...lifetimes.left.timers]) console.log(`  left after latch.destroy(): ${left}`);
  const growthMb = after - before;
  const leftCount = lifetimes.left.listeners.length + lifetimes.left.timers.length;
  return [
    { what: `All Wallets DOM rows at ${LISTING_SIZE.toLocaleString('en')} wallets, scrolled to the end`, value: `${scroll.maxRows} rows`, budget: `${BUDGETS.allWalletsDomRows} rows`, ok: scroll.maxRows <= BUDGETS.allWalletsDomRows && scroll.listed >= LISTING_SIZE },
    { what: 'All Wallets longest task scrolling to the end, 4x CPU', value: `${longest.toFixed(0)} ms (${scroll.longTasks.length} long)`, budget: `${BUDGETS.longTaskMs} ms`, ok: longest <= BUDGETS.longTaskMs },
    timingRow('All Wallets search → painted, first page loaded, 4x CPU (median)', searchFirstPage, Math.round(SEARCH_BUDGET_MS)),
    timingRow('All Wallets search → painted, whole listing loaded, 4x (median)', searchWhole, Math.round(SEARCH_BUDGET_MS)),
    { what: `JS heap growth over ${lifetimes.cycles} open, browse, close cycles`, value: `${(growthMb * 1024).toFixed(0)} kB`, budget: `${BUDGETS.heapGrowthMb * 1024} kB`, ok: growthMb < BUDGETS.heapGrowthMb },
    { what: 'listeners and timers left after latch.destroy()', value: `${lifetimes.left.listeners.length} listeners, ${lifetimes.left.timers.length} timers`, budget: '0', ok: leftCount === 0 },
  ];
}

const loadOptions = {
  ...LOAD_DEFAULTS,
  rate: positive('rate', args.rate, LOAD_DEFAULTS.rate),
  durationS: positive('duration', args.duration, LOAD_DEFAULTS.durationS),
  combinedRate: positive('combined-rate', args['combined-rate'], LOAD_DEFAULTS.combinedRate),
};
// As a deployment's default (LATCH_SERVICES_WORKERS=auto): one per core.
const workers = Math.round(positive('workers', args.workers, availableParallelism()));

/** The load part, in a process of its own (loadPart.ts says why). */
async function loadRows(): Promise<Row[]> {
  const input: LoadPartInput = { options: loadOptions, workers };
  const child = fork(fileURLToPath(new URL('./loadPart.js', import.meta.url)), [JSON.stringify(input)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const message = await new Promise<LoadPartMessage>((resolve) => {
    child.once('message', (sent) => resolve(sent as LoadPartMessage));
    child.once('exit', (code) => resolve({ error: `the load part exited with code ${code} before answering` }));
  });
  if ('error' in message) throw new Error(`The load part failed: ${message.error}`);
  return message.rows;
}

async function fuzzRows(): Promise<Row[]> {
  const { rows, failed } = await measureFuzz();
  for (const suite of failed) console.log(`  fuzz suite failed: ${suite}`);
  return rows;
}

async function userOperationRows(): Promise<Row[]> {
  const { first, next } = await measureUserOperations();
  console.log(`  user operation, approval → receipt, the account's first (deploys it), each run (ms): ${listRuns(first)}`);
  console.log(`  user operation, approval → receipt, a deployed account, each run (ms): ${listRuns(next)}`);
  const row = (what: string, timing: Timing): Row => ({ what, value: `${timing.medianMs.toFixed(0)} ms (max ${timing.maxMs.toFixed(0)})`, budget: 'none', ok: true });
  return [
    row('user operation approval → receipt, local bundler, first (deploys)', first),
    row('user operation approval → receipt, local bundler, deployed', next),
  ];
}

const parts: Record<string, () => Promise<Row[]>> = { size: sizeRows, modal: modalRows, qr: qrRows, lists: listsRows, load: loadRows, fuzz: fuzzRows, userop: userOperationRows };
const chosen = args.only === undefined ? Object.keys(parts) : args.only.split(',').map((name) => name.trim());
const unknown = chosen.find((name) => !(name in parts));
if (unknown !== undefined) throw new Error(`--only takes one or more of ${Object.keys(parts).join(', ')}, not ${unknown}`);

const rows: Row[] = [];
for (const name of chosen) rows.push(...(await parts[name]!()));
console.log('');
printRows(rows);
if (rows.some((row) => !row.ok)) process.exit(1);
