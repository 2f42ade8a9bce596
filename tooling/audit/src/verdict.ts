// Decides the audit step: which advisories fail the test command, which the allowlist accepts,
// and what happens when the registry's audit endpoint gives no answer.
import type { AllowlistEntry } from './allowlist.js';
import { advisoryName, fails, type Advisory, type AuditReport } from './report.js';

export interface Policy {
  /** YYYY-MM-DD: allowlist entries reviewed by an earlier day no longer count. */
  today: string;
  /** LATCH_AUDIT_REQUIRED=1: no answer from the audit endpoint fails the step instead of warning. */
  required: boolean;
}

export interface Verdict {
  ok: boolean;
  lines: string[];
}

const describe = (advisory: Advisory) =>
  `${advisoryName(advisory)} ${advisory.severity} in ${advisory.module_name} ${advisory.vulnerable_versions} (found ${[...new Set(advisory.findings.map((finding) => finding.version))].join(', ') || 'in the tree'}): ${advisory.title} ${advisory.url}`;

const matches = (entry: AllowlistEntry, advisory: Advisory) =>
  entry.package === advisory.module_name && (entry.id === advisory.github_advisory_id || entry.id === advisory.id);

export function decide(report: AuditReport, allowlist: readonly AllowlistEntry[], policy: Policy): Verdict {
  if (report.kind === 'no answer') {
    const lines = [
      `the registry's audit endpoint gave no answer: ${report.reason}`,
      policy.required
        ? 'LATCH_AUDIT_REQUIRED=1: an audit that could not be done fails the test command.'
        : 'NOT AUDITED: the production dependencies were not checked for known vulnerabilities (set LATCH_AUDIT_REQUIRED=1 to fail instead).',
    ];
    return { ok: !policy.required, lines };
  }
  const lines: string[] = [];
  let ok = true;
  const used = new Set<AllowlistEntry>();
  for (const advisory of report.advisories.filter((found) => fails(found.severity))) {
    const entry = allowlist.find((candidate) => matches(candidate, advisory));
    if (entry) used.add(entry);
    if (entry && entry.reviewBy >= policy.today) {
      lines.push(`accepted until ${entry.reviewBy}: ${describe(advisory)} (${entry.reason})`);
      continue;
    }
    ok = false;
    lines.push(entry ? `review date ${entry.reviewBy} passed: ${describe(advisory)}` : `vulnerable: ${describe(advisory)}`);
  }
  for (const entry of allowlist.filter((candidate) => !used.has(candidate))) lines.push(`no longer needed in audit-allowlist.json: ${entry.id} (${entry.package})`);
  const failing = report.advisories.filter((found) => fails(found.severity)).length;
  lines.push(ok ? `${failing ? `${failing} known vulnerabilities, each accepted` : 'no known vulnerabilities'} in production dependencies` : 'known vulnerabilities in production dependencies: update them, or accept each in audit-allowlist.json with a reason and a review date');
  return { ok, lines };
}
