import { expect, test } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { devnetInfo, devWallet, installTestWallet, TEST_WALLET } from '../support/testWallet.js';

failOnForeignRequests();

/** Where the email field is in the dialog, in CSS pixels. */
type Spot = { x: number; y: number };

test('a wallet announced at load is in place when Connect paints: the email field never moves', async ({ page }) => {
  const wallet = devWallet(devnetInfo().accounts[3]!);
  await installTestWallet(page, wallet);
  // Every position the email field takes, from the frame it first paints in.
  await page.addInitScript(() => {
    const spots: Spot[] = [];
    (window as unknown as { __emailSpots: Spot[] }).__emailSpots = spots;
    // The field's place less the dialog's: the dialog's opening translate moves both alike. (Offsets would
    // not do: while the transform runs the dialog is the field's offset parent, and its border is left out.)
    const record = () => {
      const field = document.querySelector<HTMLElement>('[role="dialog"] input[type="email"]')?.getBoundingClientRect();
      const dialog = document.querySelector<HTMLElement>('[role="dialog"]')?.getBoundingClientRect();
      if (field && dialog) {
        const [x, y] = [Math.round(field.left - dialog.left), Math.round(field.top - dialog.top)];
        const last = spots.at(-1);
        if (!last || last.x !== x || last.y !== y) spots.push({ x, y });
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  // Clicked once the page's start-up chunks are in. A click in the first moments can still beat the
  // adapter's discovery, which validates the announcement with the API schemas' chunk: Connect then
  // paints without the wallet and puts it first when it comes (SPEC 2), moving the email field once.
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(connect.getByRole('textbox', { name: /email/i })).toBeVisible();
  await expect(connect.getByRole('button', { name: new RegExp(TEST_WALLET.name) })).toBeVisible();
  // Let the listing and everything else the page fetches come in.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const spots = await page.evaluate(() => (window as unknown as { __emailSpots: Spot[] }).__emailSpots);
  expect(spots.length).toBeGreaterThan(0);
  expect(spots).toEqual([spots[0]]);
  wallet.destroy();
});
