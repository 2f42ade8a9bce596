import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user moves through a page. */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses `key` until `done` holds (an arrow key through a radio group or a tab list). */
export async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, max = 10): Promise<void> {
  for (let i = 0; i < max && !(await done()); i++) await page.keyboard.press(key);
  expect(await done()).toBe(true);
}
