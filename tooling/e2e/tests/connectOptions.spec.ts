import { expect, test, type Page } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, TEST_WALLET } from '../support/testWallet.js';

failOnForeignRequests();

// Read only: this spec connects and sends nothing.
const ACCOUNT = 2;

async function openConnect(page: Page, features: string) {
  const account = devnetInfo().accounts[ACCOUNT]!;
  const wallet = devWallet(account);
  await installTestWallet(page, wallet);
  await page.goto(`/?features=${features}`);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.waitForLoadState('networkidle');
  return { account, wallet, connect: page.getByRole('dialog', { name: 'Connect Wallet' }) };
}

test('with the legal checkbox on, the terms and privacy links show and nothing connects until the box is ticked', async ({ page }) => {
  const { account, wallet, connect } = await openConnect(page, 'legalCheckbox');
  await expect(connect.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', /\/legal\.html#terms$/);
  await expect(connect.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', /\/legal\.html#privacy$/);
  const walletRow = connect.getByRole('button', { name: new RegExp(TEST_WALLET.name) });
  await expect(walletRow).toBeDisabled();
  await expect(connect.getByRole('textbox', { name: /email/i })).toBeDisabled();

  await connect.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
  await walletRow.click();
  await expect(accountButton(page, account.address)).toBeVisible();
  wallet.destroy();
});

for (const features of ['collapseWallets', '-emailShowWallets']) {
  test(`with ${features}, Connect shows email first and the wallets behind "Continue with a wallet"`, async ({ page }) => {
    const { account, wallet, connect } = await openConnect(page, features);
    await expect(connect.getByRole('textbox', { name: /email/i })).toBeVisible();
    await expect(connect.getByRole('button', { name: new RegExp(TEST_WALLET.name) })).toHaveCount(0);

    await connect.getByRole('button', { name: 'Continue with a wallet' }).click();
    await connect.getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
    await expect(accountButton(page, account.address)).toBeVisible();
    wallet.destroy();
  });
}
