import type { Page } from '@playwright/test';
import { BALANCE_RETRY_GAP_MS, ONRAMP_FALLBACK_LIMITS } from '@latch/core/internal';
import { failOnForeignRequests } from '../support/browser.js';
import { expect, test, type FaultControls } from '../support/faults.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet, TEST_WALLET } from '../support/testWallet.js';

failOnForeignRequests();

// The services fail under the demo through the fault proxy in front of them; the person sees SPEC 8's fallbacks.
// Read-only: these dev accounts only look at their account here.
const BUYER = 5;
const HOLDER = 6;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** The requests to `path` that met a fault, as the proxy saw them. */
const faulted = async (control: FaultControls['services'], path: string) => (await control.status()).log.filter((entry) => entry.path.startsWith(path) && entry.fault).length;

async function connect(page: Page, index: number) {
  const account = devnetInfo().accounts[index]!;
  await installTestWallet(page, devWallet(account));
  await page.goto('/');
  await pickTestWallet(page);
  await accountButton(page, account.address).click();
  return account;
}

test('onramp: with the options call cut off and the quote truncated, Buy offers the built-in currencies and limits and an estimate, and keeps the amount typed; once the services recover, a new amount gets their quote', async ({ page, faults }) => {
  await faults.services.set([
    { path: '/v1/onramp/options', kind: 'drop' },
    { path: '/v1/onramp/quote', method: 'POST', kind: 'truncate' },
  ]);
  await connect(page, BUYER);
  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Buy', exact: true }).click();

  const buy = dialog(page, 'Buy');
  await expect(buy.getByRole('radio', { name: 'Coinbase Fees 1-2%' })).toBeChecked();
  // SPEC 9's fallback: USDC and SOL to buy, USD and EUR to pay, card 10.00-7500.00 and bank 10.00-25000.00.
  await expect(buy.getByRole('combobox', { name: 'You buy' }).locator('option:not([value=""])')).toHaveText(['USDC', 'SOL']);
  await expect(buy.getByRole('combobox', { name: 'You pay with' }).locator('option:not([value=""])')).toHaveText(['USD', 'EUR']);
  const min = ONRAMP_FALLBACK_LIMITS[0].min;
  const max = ONRAMP_FALLBACK_LIMITS[1].max;
  await expect(buy.getByText(`From ${min} to ${max} USD`)).toBeVisible();
  expect(await faulted(faults.services, '/v1/onramp/options')).toBeGreaterThan(0);

  const amount = buy.getByRole('textbox', { name: 'Amount' });
  await amount.fill('20');
  // SPEC 8: the quote failed, so the amount itself stands in, said to be an estimate.
  await expect(buy.locator('dt', { hasText: 'You receive' }).locator('+ dd')).toHaveText('20 USDC');
  await expect(buy.locator('dt', { hasText: 'You pay' }).locator('+ dd')).toHaveText('20 USD');
  await expect(buy.getByText('No quote is available right now: this estimate leaves out fees. Coinbase shows the final amount.')).toBeVisible();
  expect(await faulted(faults.services, '/v1/onramp/quote')).toBeGreaterThan(0);
  await expect(amount).toHaveValue('20');
  await expect(buy.getByRole('radio', { name: 'Coinbase Fees 1-2%' })).toBeChecked();

  // The services recover: the next amount asks the options again and shows the services' quote, fees taken.
  await faults.services.reset();
  await amount.fill('30');
  const estimate = buy.getByText('No quote is available right now', { exact: false });
  await expect(estimate).toBeHidden();
  await expect(buy.locator('dt', { hasText: 'You receive' }).locator('+ dd')).toHaveText(/^\d+(\.\d+)? USDC$/);
  await expect(buy.locator('dt', { hasText: 'You receive' }).locator('+ dd')).not.toHaveText('30 USDC');
});

test('analytics answering 403 shows "Invalid App Configuration" once: dismissed, it stays away while events keep being refused', async ({ page, faults }) => {
  await faults.services.set([{ path: '/e', method: 'POST', kind: 'status', status: 403, body: JSON.stringify({ message: 'Unauthorized: origin not allowed' }) }]);
  const account = await connect(page, BUYER);
  const alert = page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Invalid App Configuration' });
  // Disconnecting is an event analytics hears: the services refuse it.
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click();
  await expect(alert).toContainText('Origin is not on the allowlist, or the domain is not verified.');
  const refused = await faulted(faults.services, '/e');
  expect(refused).toBeGreaterThan(0);
  await alert.getByRole('button', { name: 'Dismiss alert' }).click();
  await expect(alert).toHaveCount(0);

  // Connected and disconnected again: the event is refused again, and the alert does not come back.
  await dialog(page, 'Connect Wallet').getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
  await accountButton(page, account.address).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog(page, 'Connect Wallet')).toBeVisible();
  await expect.poll(() => faulted(faults.services, '/e')).toBeGreaterThan(refused);
  await expect(alert).toHaveCount(0);
});

test('"Token Balance Unavailable", then no new read and Try again disabled for 30 s; after them it reads again and lists the tokens', async ({ page, faults }) => {
  const { tokens } = devnetInfo();
  await page.clock.install();
  // The services' token balances of any account (the path names it as the wallet spells it).
  const isBalanceRead = (entry: { path: string }) => entry.path.startsWith('/v1/account/') && entry.path.endsWith('/balance');
  await faults.services.set([{ path: '/v1/account/', method: 'GET', kind: 'status', status: 500 }]);
  await connect(page, HOLDER);
  const account = dialog(page, 'Account');
  await account.getByRole('tab', { name: 'Tokens' }).click();
  const panel = account.getByRole('tabpanel');
  await expect(panel.getByText('Token Balance Unavailable')).toBeVisible();
  expect((await faults.services.status()).log.filter((entry) => isBalanceRead(entry) && entry.fault)).not.toEqual([]);
  await expect(panel.getByText('You can try again 30 seconds after the last attempt.')).toBeVisible();
  const tryAgain = panel.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeDisabled();

  // The services are back, but within the gap nothing asks them.
  await faults.services.reset();
  await page.clock.fastForward(BALANCE_RETRY_GAP_MS - 2_000);
  await expect(tryAgain).toBeDisabled();
  expect((await faults.services.status()).log.filter(isBalanceRead)).toEqual([]);

  await page.clock.fastForward(2_000);
  await expect(tryAgain).toBeEnabled();
  await tryAgain.click();
  await expect(panel.getByRole('listitem').filter({ hasText: tokens.usdc.name })).toContainText('USDC');
});
