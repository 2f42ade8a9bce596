import { allowlistSchema, type AllowlistEntry } from './allowlist.js';
import { parseAuditOutput } from './report.js';
import { decide } from './verdict.js';

const advisory = (severity: string, extra: object = {}) => ({
  id: 1100,
  github_advisory_id: 'GHSA-aaaa-bbbb-cccc',
  module_name: 'left-pad',
  severity,
  title: 'Prototype pollution',
  url: 'https://advisories.example/GHSA-aaaa-bbbb-cccc',
  vulnerable_versions: '<1.3.1',
  findings: [{ version: '1.3.0', paths: ['packages__core>left-pad'] }],
  ...extra,
});
const answered = (...found: object[]) => JSON.stringify({ actions: [], advisories: Object.fromEntries(found.map((entry, index) => [String(index), entry])), metadata: {} });
const entry: AllowlistEntry = { id: 'GHSA-aaaa-bbbb-cccc', package: 'left-pad', reason: 'only the build scripts call it, never with input', reviewBy: '2026-12-31' };
const policy = { today: '2026-11-25', required: false };

describe('the audit step', () => {
  it('passes a tree without advisories, and one with a notice only', () => {
    expect(decide(parseAuditOutput(answered()), [], policy)).toEqual({ ok: true, lines: ['no known vulnerabilities in production dependencies'] });
    expect(decide(parseAuditOutput(answered(advisory('info'))), [], policy).ok).toBe(true);
  });

  it.each(['low', 'moderate', 'high', 'critical'])('fails on a %s advisory, naming it', (severity) => {
    const verdict = decide(parseAuditOutput(answered(advisory(severity))), [], policy);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[0]).toBe(`vulnerable: GHSA-aaaa-bbbb-cccc ${severity} in left-pad <1.3.1 (found 1.3.0): Prototype pollution https://advisories.example/GHSA-aaaa-bbbb-cccc`);
  });

  it('accepts an allowlisted advisory until its review date, with its reason', () => {
    const verdict = decide(parseAuditOutput(answered(advisory('high'))), [entry], policy);
    expect(verdict.ok).toBe(true);
    expect(verdict.lines[0]).toMatch(/^accepted until 2026-12-31: GHSA-aaaa-bbbb-cccc high .*\(only the build scripts call it, never with input\)$/);
    expect(decide(parseAuditOutput(answered(advisory('high'))), [entry], { ...policy, today: '2026-12-31' }).ok).toBe(true);
  });

  it('fails again once the review date has passed', () => {
    const verdict = decide(parseAuditOutput(answered(advisory('high'))), [entry], { ...policy, today: '2027-01-01' });
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[0]).toMatch(/^review date 2026-12-31 passed: GHSA-aaaa-bbbb-cccc/);
  });

  it('matches on the package too, and by npm advisory number', () => {
    expect(decide(parseAuditOutput(answered(advisory('high'))), [{ ...entry, package: 'right-pad' }], policy).ok).toBe(false);
    expect(decide(parseAuditOutput(answered(advisory('high', { github_advisory_id: undefined }))), [{ ...entry, id: '1100' }], policy).ok).toBe(true);
  });

  it('says which allowlist entries no longer match anything', () => {
    expect(decide(parseAuditOutput(answered()), [entry], policy).lines).toContain('no longer needed in audit-allowlist.json: GHSA-aaaa-bbbb-cccc (left-pad)');
  });

  it.each([
    ['an error from the endpoint', JSON.stringify({ error: { code: 'ERR_PNPM_AUDIT_BAD_RESPONSE', message: 'The audit endpoint responded with 405' } }), 'ERR_PNPM_AUDIT_BAD_RESPONSE: The audit endpoint responded with 405'],
    ['no output', '', 'pnpm printed nothing'],
    ['text', 'request to registry failed, reason: getaddrinfo ENOTFOUND', 'pnpm printed no JSON: request to registry failed, reason: getaddrinfo ENOTFOUND'],
  ])('with %s: warns that nothing was audited, or fails when the audit is required', (_label, stdout, reason) => {
    const report = parseAuditOutput(stdout);
    expect(report).toEqual({ kind: 'no answer', reason });
    const warned = decide(report, [], policy);
    expect(warned.ok).toBe(true);
    expect(warned.lines).toEqual([`the registry's audit endpoint gave no answer: ${reason}`, expect.stringMatching(/^NOT AUDITED: /)]);
    const required = decide(report, [], { ...policy, required: true });
    expect(required.ok).toBe(false);
    expect(required.lines[1]).toMatch(/^LATCH_AUDIT_REQUIRED=1: /);
  });

  it('treats an answer of an unknown shape as no answer', () => {
    expect(parseAuditOutput(JSON.stringify({ advisories: { 1: { id: 1 } } }))).toMatchObject({ kind: 'no answer', reason: expect.stringMatching(/unknown shape/) });
  });

  it('refuses allowlist entries without a real reason or a review date', () => {
    expect(allowlistSchema.safeParse({ advisories: [entry] }).success).toBe(true);
    expect(allowlistSchema.safeParse({ advisories: [{ ...entry, reason: 'fine' }] }).success).toBe(false);
    expect(allowlistSchema.safeParse({ advisories: [{ ...entry, reviewBy: 'next year' }] }).success).toBe(false);
    const { reviewBy: _dropped, ...undated } = entry;
    expect(allowlistSchema.safeParse({ advisories: [undated] }).success).toBe(false);
  });
});
