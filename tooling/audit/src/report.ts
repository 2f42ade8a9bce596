// What `pnpm audit --json` prints: the advisories found, or the error that kept it from asking.
import * as z from 'zod';

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** The lowest severity that fails the test command: every known vulnerability, but not a notice. */
export const FAILING_SEVERITY: Severity = 'low';

const advisorySchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  github_advisory_id: z.string().optional(),
  module_name: z.string().min(1),
  severity: z.enum(SEVERITIES),
  title: z.string(),
  url: z.string(),
  vulnerable_versions: z.string(),
  findings: z.array(z.object({ version: z.string(), paths: z.array(z.string()) })).default([]),
});

const foundSchema = z.object({ advisories: z.record(z.string(), advisorySchema) });
const errorSchema = z.object({ error: z.object({ code: z.string().optional(), message: z.string() }) });

export type Advisory = z.infer<typeof advisorySchema>;

export type AuditReport = { kind: 'answered'; advisories: Advisory[] } | { kind: 'no answer'; reason: string };

/** Reads pnpm's output; whatever is not a list of advisories says why the audit could not be done. */
export function parseAuditOutput(stdout: string): AuditReport {
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    const text = stdout.trim().slice(0, 300);
    return { kind: 'no answer', reason: text ? `pnpm printed no JSON: ${text}` : 'pnpm printed nothing' };
  }
  const failed = errorSchema.safeParse(json);
  if (failed.success) return { kind: 'no answer', reason: [failed.data.error.code, failed.data.error.message].filter(Boolean).join(': ') };
  const found = foundSchema.safeParse(json);
  if (!found.success) return { kind: 'no answer', reason: `the audit's answer has an unknown shape: ${z.prettifyError(found.error).slice(0, 300)}` };
  return { kind: 'answered', advisories: Object.values(found.data.advisories) };
}

export const fails = (severity: Severity) => SEVERITIES.indexOf(severity) >= SEVERITIES.indexOf(FAILING_SEVERITY);

/** The advisory's stable name: its GHSA id when it has one. */
export const advisoryName = (advisory: Advisory) => advisory.github_advisory_id ?? advisory.id;
