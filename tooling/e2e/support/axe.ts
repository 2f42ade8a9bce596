import { expect, type Frame, type Page, type TestInfo } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { walletFrameDocument } from './embedded.js';

type Results = AxeResults;
type Violation = Results['violations'][number];

/** The modal's two colour schemes, each checked by axe. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Sets the demo's theme from its toggle (light is where it starts) and waits until the toggle offers the other. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.getByRole('button', { name: theme === 'dark' ? 'Light theme' : 'Dark theme' }).waitFor();
}

/**
 * Rules whose "needs review" counts as a violation: axe leaves an aria-label on an element whose role
 * may not be named (a <pre> of no role) for review, though screen readers may well not read it.
 */
const COUNTED_WHEN_UNSURE = ['aria-prohibited-attr'];

/** One line per failing node: the rule, what axe says, and where. */
function describe(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help} at ${node.target.join(' ')}`),
  );
}

/**
 * Runs axe (every WCAG 2.x A/AA rule and its best practices) on `selector`, or the whole document, in
 * `target`'s own document: no frame of it is entered, each is checked on its own (the wallet frame
 * lies outside the modal's dialog). @axe-core/playwright would open a page for each run to merge
 * frames' results, and give a frame one second to load axe before skipping it without a word.
 */
async function runAxe(target: Page | Frame, selector?: string): Promise<Results> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axe.source);
  return target.evaluate((within) => (window as unknown as { axe: typeof axe }).axe.run(within ?? document, { iframes: false }), selector);
}

/** Attaches the full results of a run with violations to the test, and expects none. */
async function expectNoViolations(results: Results, label: string, testInfo?: TestInfo): Promise<void> {
  if (testInfo && results.violations.length > 0) {
    await testInfo.attach(`axe ${label}`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  }
  // Something was measured: a part axe could not see would pass with no violation.
  expect(results.passes.length, `axe checks that passed in ${label}`).toBeGreaterThan(0);
  // Soft, so one run lists the violations of every view a test walks through.
  expect.soft(describe(results.violations), `axe violations in ${label}`).toEqual([]);
  const unsure = results.incomplete.filter((result) => COUNTED_WHEN_UNSURE.includes(result.id));
  expect.soft(describe(unsure), `axe findings to review in ${label}`).toEqual([]);
}

/**
 * Runs axe on the open modal dialog (every WCAG 2.x A/AA rule and axe's best practices) and
 * expects no violation. Animations must be off (reduced motion), so a view that is still fading
 * in is not measured half-transparent. The full results are attached to the test when a test
 * is given.
 */
export async function expectDialogAccessible(page: Page, label: string, testInfo?: TestInfo): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // A view that is still loading shows a skeleton; measure the view itself.
  await expect(dialog.locator('.latch-modal__loading')).toHaveCount(0);
  await expectNoViolations(await runAxe(page, '[role="dialog"]'), label, testInfo);
}

/** The same for one of the embedded wallet's screens (`within`), inside its cross-origin frame. */
export async function expectFrameAccessible(page: Page, label: string, testInfo?: TestInfo, within = '#approval'): Promise<void> {
  await expectNoViolations(await runAxe(await walletFrameDocument(page), within), label, testInfo);
}

/** The same for a whole page of its own (the wallet's device page, opened from a mailed link). */
export async function expectPageAccessible(page: Page, label: string, testInfo?: TestInfo): Promise<void> {
  await expectNoViolations(await runAxe(page), label, testInfo);
}

/** The same for the page's notices (the snackbar at the bottom of the page, outside the modal). */
export async function expectSnackbarAccessible(page: Page, label: string, testInfo?: TestInfo): Promise<void> {
  await expectNoViolations(await runAxe(page, '.latch-snackbar-host'), label, testInfo);
}

/**
 * A walk that has axe scan several views in full may take more than a test's minute beside the
 * other suites on two cores: its time is not a measure of speed.
 */
export const AXE_WALK_TIMEOUT_MS = 90_000;
