import { expect, test } from '@playwright/test';
import { countLifetimes, leftRegistered } from '@latch/stack/lifetimes';
import { failOnForeignRequests } from '../support/browser.js';

failOnForeignRequests();

/** Where the demo renders; what React keeps there lives as long as the page. */
const DEMO_ROOT = '#root';

test('latch.destroy() leaves no listener and no timer behind, after Connect, All Wallets and the WalletConnect QR code', async ({ page }) => {
  await countLifetimes(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog.getByRole('button', { name: /^All Wallets/ }).click();
  await expect(dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  // The QR code shown: the WalletConnect SDK runs (its heartbeat, the relay socket, a proposal waiting for a wallet).
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();

  // Counted while it all runs, so a counter that saw nothing cannot pass below.
  const running = await leftRegistered(page, DEMO_ROOT);
  expect(running.listeners.length).toBeGreaterThan(0);
  expect(running.timers.length).toBeGreaterThan(0);

  await page.evaluate(() => (window as unknown as { latch: { destroy(): void } }).latch.destroy());
  // What stops as it finishes (the socket's close, a request under way) has a moment to; a failure lists each leftover with where it was registered.
  await expect.poll(() => leftRegistered(page, DEMO_ROOT), { timeout: 5_000 }).toEqual({ listeners: [], timers: [] });
  await expect(dialog).toHaveCount(0);
});
