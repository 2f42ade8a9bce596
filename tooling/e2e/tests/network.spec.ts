import { expect, test } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

test('a wallet on a network the app does not support is asked to switch, and switching back to the devnet closes the modal', async ({ page }) => {
  const account = devnetInfo().accounts[1]!;
  const wallet = devWallet(account);
  await installTestWallet(page, wallet);
  await page.goto('/');
  await pickTestWallet(page);
  await expect(accountButton(page, account.address)).toBeVisible();

  // The person moves the wallet to OP Mainnet (chain 10), which the demo does not configure.
  await page.evaluate(() => (window as unknown as { __latchTestWalletEmit(e: string, p: unknown): void }).__latchTestWalletEmit('chainChanged', '0xa'));
  const unsupported = page.getByRole('dialog', { name: 'Switch Network' });
  await expect(unsupported.getByText('This app doesn’t support your current network. Switch to an available option to continue.')).toBeVisible();

  await unsupported.getByRole('button', { name: /Latch Devnet/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await accountButton(page, account.address).click();
  await expect(page.getByRole('dialog', { name: 'Account' }).getByText('Latch Devnet')).toBeVisible();
  wallet.destroy();
});
