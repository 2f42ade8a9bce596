import { expect, test } from '@playwright/test';
import { analyticsSummarySchema, balanceResponseSchema, walletsResponseSchema } from '@latch/core/api';
import { failOnForeignRequests } from '../support/browser.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, TEST_WALLET } from '../support/testWallet.js';

failOnForeignRequests();

const servicesUrl = () => process.env.LATCH_E2E_SERVICES ?? '';

test('the demo reads the real services: the wallet listing on open, the portfolio of the account, and its events in analytics', async ({ page }) => {
  const account = devnetInfo().accounts[2]!;
  const wallet = devWallet(account);
  await installTestWallet(page, wallet);
  await page.goto('/');

  const listing = page.waitForResponse((response) => new URL(response.url()).pathname === '/getWallets');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const wallets = walletsResponseSchema.parse(await (await listing).json());
  expect(wallets.count).toBeGreaterThan(100);
  expect(wallets.data.length).toBeGreaterThan(0);

  await page.waitForLoadState('networkidle');
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
  await expect(accountButton(page, account.address)).toBeVisible();

  const portfolio = page.waitForResponse((response) => new URL(response.url()).pathname === `/v1/account/${account.address}/balance`);
  await accountButton(page, account.address).click();
  const { balances } = balanceResponseSchema.parse(await (await portfolio).json());
  expect(balances.find((token) => token.symbol === 'USDC')?.quantity.numeric).toBe('1000000');

  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  await expect
    .poll(async () => {
      const response = await fetch(`${servicesUrl()}/analytics/summary?projectId=latch-demo&st=latch&sv=4`);
      const summary = analyticsSummarySchema.parse(await response.json());
      return summary.events.find((event) => event.event === 'DISCONNECT_SUCCESS')?.count ?? 0;
    })
    .toBeGreaterThan(0);
  wallet.destroy();
});
