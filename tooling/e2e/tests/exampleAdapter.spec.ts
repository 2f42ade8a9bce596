import { expect, test } from '@playwright/test';
import { installStandInWallet, STAND_IN_WALLET } from '@latch-example/adapter-bip122/standInWallet';
import { shortenAddress } from '@latch/core';
import { failOnForeignRequests } from '../support/browser.js';

failOnForeignRequests();

// Issue 19, point 3: a third namespace through examples/adapter-bip122 alone. The demo's /bip122/index.html
// is the demo with that adapter beside the EVM and Solana ones (apps/demo/src/bip122Main.tsx); the
// stand-in Bitcoin wallet injects itself before the page loads, as an extension would. Core and ui
// are the workspace's, untouched by the example.
test('the example Bitcoin adapter shows its wallet in Connect and its account in Account, with no change to core or ui', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(installStandInWallet, STAND_IN_WALLET);
  await page.goto('/bip122/index.html');

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await connect.getByRole('button', { name: new RegExp(STAND_IN_WALLET.name) }).click();
  await expect(connect).toBeHidden();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  await expect(page.getByTestId('demo-address')).toHaveText(STAND_IN_WALLET.address);

  const account = page.getByRole('button', { name: `0.5 BTC ${shortenAddress(STAND_IN_WALLET.address)}` });
  await account.click();
  const accountView = page.getByRole('dialog', { name: 'Account' });
  await expect(accountView.getByTestId('latch-balance')).toHaveText('0.5 BTC');
  await expect(accountView.getByTitle(STAND_IN_WALLET.address)).toHaveText(shortenAddress(STAND_IN_WALLET.address));
  await expect(accountView.getByText('Bitcoin Regtest')).toBeVisible();
  // The adapter declares native sends: the Account offers Send, as it does on eip155 and solana.
  await expect(accountView.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send' })).toBeVisible();

  await accountView.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  expect(errors).toEqual([]);
});
