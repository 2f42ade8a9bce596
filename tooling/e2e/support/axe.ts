import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing node: the rule, what axe says, and where. */
function describe(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help} at ${node.target.join(' ')}`),
  );
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
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  if (testInfo && results.violations.length > 0) {
    await testInfo.attach(`axe ${label}`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  }
  // Something was measured: a dialog axe could not see would pass with no violation.
  expect(results.passes.length, `axe checks that passed in ${label}`).toBeGreaterThan(0);
  // Soft, so one run lists the violations of every view a test walks through.
  expect.soft(describe(results.violations), `axe violations in ${label}`).toEqual([]);
}

/** The same for the embedded wallet's approval screen, inside its cross-origin frame. */
export async function expectFrameAccessible(page: Page, label: string, testInfo?: TestInfo, within = '#approval'): Promise<void> {
  const results = await new AxeBuilder({ page }).include(['iframe[title="Latch embedded wallet"]', within]).analyze();
  if (testInfo && results.violations.length > 0) {
    await testInfo.attach(`axe ${label}`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  }
  expect(results.passes.length, `axe checks that passed in ${label}`).toBeGreaterThan(0);
  expect.soft(describe(results.violations), `axe violations in ${label}`).toEqual([]);
}
