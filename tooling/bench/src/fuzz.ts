// `pnpm bench --only fuzz`: the property-based fuzz suites of `npm test`, run LATCH_FUZZ_SCALE
// times larger (the frame's 10,000 messages become 50,000 per side, the API's 200 broken answers
// per endpoint 1,000), each writing its counts as JSON; one row per boundary.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import type { Row } from './rows.js';

export const BENCH_FUZZ_SCALE = 5;
const root = fileURLToPath(new URL('../../../', import.meta.url));
const VM_MODULES = '--experimental-vm-modules --no-warnings=ExperimentalWarning';

interface Suite {
  dir: string;
  files: string[];
  /** Node options its test script sets (PGlite and jose need VM modules). */
  nodeOptions?: string;
}

/** Each package's fuzz suites, run by its own jest. */
const SUITES: Suite[] = [
  { dir: 'packages/frame', files: ['test/fuzzClient.test.ts'] },
  { dir: 'apps/wallet-frame', files: ['test/fuzzFrameHost.test.ts', 'test/fuzzStorage.test.ts'], nodeOptions: VM_MODULES },
  { dir: 'packages/core', files: ['test/fuzzApiResponses.test.ts', 'test/fuzzStorage.test.ts'] },
  { dir: 'apps/services', files: ['test/fuzzRoutes.test.ts'], nodeOptions: VM_MODULES },
];

const reportSchema = z.looseObject({ name: z.string(), seed: z.number(), generated: z.number(), accepted: z.number(), crashed: z.number() });
type Report = z.infer<typeof reportSchema> & Record<string, unknown>;

function runSuites(reportDir: string): string[] {
  const failed: string[] = [];
  for (const suite of SUITES) {
    const env = { ...process.env, LATCH_FUZZ_SCALE: String(BENCH_FUZZ_SCALE), LATCH_FUZZ_REPORT_DIR: reportDir, ...(suite.nodeOptions ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${suite.nodeOptions}` } : {}) };
    const result = spawnSync('pnpm', ['exec', 'jest', ...suite.files], { cwd: join(root, suite.dir), env, stdio: ['ignore', 'inherit', 'inherit'] });
    // Not started at all (pnpm not on PATH, say): no counterexample to point to, so say why.
    if (result.error) failed.push(`${suite.dir}: jest did not start (${result.error.message})`);
    else if (result.status !== 0) failed.push(`${suite.dir} (${suite.files.join(', ')}): its counterexample and seed are above`);
  }
  return failed;
}

function readReports(dir: string): Map<string, Report> {
  const reports = new Map<string, Report>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const parsed = reportSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`${file}: not a fuzz report: ${z.prettifyError(parsed.error)}`);
    reports.set(file.slice(0, -'.json'.length), parsed.data as Report);
  }
  return reports;
}

const count = (value: number) => value.toLocaleString('en-US');

/** A row over `names`' reports: what they took (or crashed on) of how many, each at least `least`. */
function row(what: string, reports: Report[], least: number, budget: string, extra = ''): Row {
  if (!reports.length) return { what, value: 'no report (suite failed)', budget, ok: false };
  const taken = reports.reduce((sum, report) => sum + report.accepted + report.crashed, 0);
  const smallest = Math.min(...reports.map((report) => report.generated));
  return { what, value: `${taken} of ≥ ${count(smallest)}${extra}`, budget, ok: taken === 0 && smallest >= least };
}

export async function measureFuzz(): Promise<{ rows: Row[]; failed: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-fuzz-'));
  try {
    const failed = runSuites(dir);
    const reports = readReports(dir);
    const named = (...names: string[]) => names.flatMap((name) => reports.get(name) ?? []);
    const api = [...reports].filter(([name]) => name.startsWith('api-')).map(([, report]) => report);
    const services = reports.get('services-routes');
    const rows: Row[] = [
      row('fuzzed frame messages accepted (app side, frame side)', named('frame-client', 'wallet-frame-host'), 10_000, '0 of ≥ 10,000 each'),
      row('malformed API responses crashing or misread', api, 1_000, '0 of ≥ 1,000 per endpoint', ` per endpoint, ${api.length} endpoints`),
      row('corrupt storage values read as present (core, frame)', named('core-storage', 'wallet-frame-storage'), 100, '0'),
      row('fuzzed services requests answered 5xx', services ? [services] : [], 1_000, '0', services ? `, ${count(Number(services.reached))} past the limits` : ''),
      { what: 'fuzz suites passing (every property held)', value: `${SUITES.length - failed.length} of ${SUITES.length} packages`, budget: 'all', ok: failed.length === 0 },
    ];
    return { rows, failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
