// The audit step of the test command: `pnpm audit --prod` over the workspace's lockfile, judged
// against audit-allowlist.json at the repository's root. Exit 1 fails the test command.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readAllowlist } from './allowlist.js';
import { parseAuditOutput } from './report.js';
import { decide } from './verdict.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const AUDIT_TIMEOUT_MS = 60_000;

const audit = spawnSync('pnpm', ['audit', '--prod', '--json'], { cwd: root, encoding: 'utf8', timeout: AUDIT_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
// pnpm missing is a broken setup, not an unreachable registry.
if (audit.error !== undefined && (audit.error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pnpm is not on PATH: run the audit through `npm test` or with the workspace pnpm first on PATH');
const report = audit.error !== undefined ? { kind: 'no answer' as const, reason: `pnpm audit did not finish: ${audit.error.message}` } : parseAuditOutput(audit.stdout);
const verdict = decide(report, readAllowlist(`${root}audit-allowlist.json`), {
  today: new Date().toISOString().slice(0, 10),
  required: process.env.LATCH_AUDIT_REQUIRED === '1',
});
for (const line of verdict.lines) console.log(`audit: ${line}`);
if (!verdict.ok) process.exit(1);
