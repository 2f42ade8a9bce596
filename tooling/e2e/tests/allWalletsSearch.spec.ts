import { expect, test, type Page } from '@playwright/test';
import { WALLET_SEARCH_DEBOUNCE_MS } from '@latch/core/internal';
import { failOnForeignRequests } from '../support/browser.js';

failOnForeignRequests();
// The one run with the modal's motion on: what it checks is the loading state's sheen and its fade.
test.use({ reducedMotion: 'no-preference' });

const dialog = (page: Page) => page.getByRole('dialog');

interface TypedWindow {
  __typedAt?: number;
}

test("a search's results are laid out as they come, and the browser shows them when SPEC 9's wait ends: see-through and inert until then, over the loading state that fades as they show", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page).getByRole('button', { name: /All Wallets/ }).click();
  await expect(dialog(page).getByRole('list', { name: 'Wallets' }).getByRole('listitem').first()).toBeVisible();
  const search = dialog(page).getByRole('searchbox', { name: 'Search wallets' });
  await search.evaluate((input) => input.addEventListener('input', (event) => ((window as TypedWindow).__typedAt = event.timeStamp)));
  await search.pressSequentially('Rainbow', { delay: 20 });

  const results = dialog(page).locator('.latch-virtual-list:has(> ul[aria-label="Search results"])');
  await results.waitFor({ state: 'attached' });
  const seen = await results.evaluate((list: HTMLElement) => {
    const [hold] = list.getAnimations();
    const loading = document.querySelector<HTMLElement>('[role="dialog"] .latch-all-wallets__status--done');
    return {
      typedAt: (window as TypedWindow).__typedAt!,
      now: performance.now(),
      holdEndsAt: hold ? Number(hold.startTime) + Number(hold.effect?.getComputedTiming().endTime) : undefined,
      inert: list.inert,
      shown: list.checkVisibility({ opacityProperty: true }),
      loadingShown: loading?.checkVisibility({ opacityProperty: true }) ?? false,
      sheensRunning: loading?.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length ?? 0,
    };
  });
  if (seen.holdEndsAt === undefined) {
    // Answered after the wait (a slow machine): shown at once.
    expect(seen.now).toBeGreaterThanOrEqual(seen.typedAt + WALLET_SEARCH_DEBOUNCE_MS);
  } else {
    expect(seen.holdEndsAt).toBeCloseTo(seen.typedAt + WALLET_SEARCH_DEBOUNCE_MS, 1);
    expect(seen).toMatchObject({ inert: true, shown: false, loadingShown: true });
    // Its sheen runs while it shows: it stops only after the frame that ends the hold.
    expect(seen.sheensRunning).toBeGreaterThan(0);
  }

  // Then seen, reachable, and the loading state gone.
  await expect.poll(() => results.evaluate((list: HTMLElement) => list.checkVisibility({ opacityProperty: true }) && !list.inert)).toBe(true);
  const loading = dialog(page).locator('.latch-all-wallets__status--done');
  expect(await loading.evaluate((element) => element.checkVisibility({ opacityProperty: true }))).toBe(false);
  // Unseen, its sheen stops rather than run on under the results.
  await expect.poll(() => loading.evaluate((element) => element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length)).toBe(0);
  await dialog(page).getByRole('list', { name: 'Search results' }).getByRole('button', { name: /^Rainbow/ }).click();
  await expect(dialog(page).getByRole('heading', { name: 'WalletConnect' })).toBeVisible();
});
