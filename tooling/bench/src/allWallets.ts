// The demo's All Wallets view, reached as a person does: Connect Wallet, then All Wallets.
import type { Page } from 'playwright-core';

/** The list's accessible names (packages/ui, allWallets.wallets and allWallets.results). */
export const LISTING_LABEL = 'Wallets';
export const RESULTS_LABEL = 'Search results';
const LISTING = `[role="dialog"] ul[aria-label="${LISTING_LABEL}"]`;

/** Opens the modal and All Wallets, and waits for the listing's first rows. */
export async function openAllWallets(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^All Wallets/ }).click();
  await page.locator(`${LISTING} .latch-virtual-list__row`).first().waitFor();
}

/** Back from All Wallets to Connect, then the modal closed. */
export async function leaveAllWallets(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^All Wallets/ }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Scrolls the listing by `pixels` and waits for the frame after. */
export const scrollListBy = (page: Page, pixels: number): Promise<void> =>
  page.evaluate(
    (pixels) =>
      new Promise<void>((resolve) => {
        document.querySelector('[role="dialog"] .latch-virtual-list')!.scrollTop += pixels;
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
    pixels,
  );
