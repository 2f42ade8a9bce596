import { expect, test, type Page } from '@playwright/test';
import { parseUnits } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { tokenBalanceOnChain } from '../support/chain.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

// Dev account 5 buys USDC on the services' local onramp; the tokens arrive on the devnet.
const BUYER = 5;
const PAY = '20';
// The services' quote: 20.00 USD less the 1% provider fee (0.20) and the network fee (0.10), USDC at 1 USD.
const RECEIVE = '19.7';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const servicesOrigin = () => new URL(process.env.LATCH_E2E_SERVICES ?? raise('globalSetup did not start the services')).origin;

function raise(message: string): never {
  throw new Error(message);
}

test('buying 20 USD of USDC: Continue opens the local checkout in a new tab, and confirming there pays the USDC on chain', async ({ context, page }) => {
  const { accounts, tokens } = devnetInfo();
  const buyer = accounts[BUYER]!;
  const before = await tokenBalanceOnChain(tokens.usdc.address, buyer.address);
  const wallet = devWallet(buyer);
  await installTestWallet(page, wallet);
  await page.goto('/');
  await pickTestWallet(page);
  await accountButton(page, buyer.address).click();

  const features = dialog(page, 'Account').getByRole('list', { name: 'Wallet features' });
  await expect(features.getByRole('button')).toHaveText(['Buy', 'Swap', 'Receive', 'Send']);
  await features.getByRole('button', { name: 'Buy', exact: true }).click();

  const buy = dialog(page, 'Buy');
  await expect(buy.getByRole('radio', { name: 'Coinbase Fees 1-2%' })).toBeChecked();
  await expect(buy.getByRole('radio', { name: 'Meld Fees 1-2%' })).not.toBeChecked();
  await expect(buy.getByRole('combobox', { name: 'You buy' })).toHaveValue('USDC');
  await expect(buy.getByRole('combobox', { name: 'You pay with' })).toHaveValue('USD');
  await buy.getByRole('textbox', { name: 'Amount' }).fill(PAY);
  // The services' own quote, not core's stand-in: it names the provider's fee.
  await expect(buy.locator('dt', { hasText: 'You receive' }).locator('+ dd')).toHaveText(`${RECEIVE} USDC`);
  await expect(buy.locator('dt', { hasText: 'Provider fee' }).locator('+ dd')).toHaveText('0.20 USD');

  const [checkout] = await Promise.all([context.waitForEvent('page'), buy.getByRole('button', { name: 'Continue to Coinbase' }).click()]);
  await checkout.waitForLoadState();
  const url = new URL(checkout.url());
  expect(url.origin).toBe(servicesOrigin());
  expect(url.pathname).toMatch(/^\/onramp\/checkout\/[0-9a-f]{32}$/);
  // The dApp's window is out of the new tab's reach.
  expect(await checkout.evaluate(() => window.opener)).toBeNull();
  await expect(buy.getByRole('status').filter({ hasText: 'Coinbase opened in a new tab.' })).toBeVisible();

  await expect(checkout.getByRole('heading', { name: 'Confirm your purchase' })).toBeVisible();
  await expect(checkout.locator('dt', { hasText: 'You buy' }).locator('+ dd')).toHaveText(`${RECEIVE} USDC`);
  await expect(checkout.locator('dt', { hasText: 'For the wallet' }).locator('+ dd')).toHaveText(buyer.address);
  await expect(checkout.locator('dt', { hasText: 'You pay' }).locator('+ dd')).toHaveText(`${PAY}.00 USD`);

  await expect(checkout.getByRole('button', { name: 'Confirm purchase' })).toBeEnabled();
  // Opening the checkout bought nothing; confirming it does.
  expect(await tokenBalanceOnChain(tokens.usdc.address, buyer.address)).toBe(before);
  await checkout.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect.poll(() => tokenBalanceOnChain(tokens.usdc.address, buyer.address)).toBe(before + parseUnits(RECEIVE, tokens.usdc.decimals));
  await checkout.close();
  wallet.destroy();
});
