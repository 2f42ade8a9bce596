import { expect, test } from '@playwright/test';
import { parseEther } from 'ethers';
import { sendNativeFromAccount } from '../support/accountSend.js';
import { failOnForeignRequests } from '../support/browser.js';
import { ethBalanceOnChain } from '../support/chain.js';
import { approveInFrame, demoAddress, emailLogin } from '../support/embedded.js';
import { factoryAddressOf, smartAccountOnChain } from '../support/smartAccount.js';
import { accountButton, devnetInfo } from '../support/testWallet.js';

failOnForeignRequests();

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test('email login gives a smart account on the devnet: funded before it exists, deployed by its first send, approved in the frame and carried by the bundler', async ({ page }) => {
  await page.goto('/');
  await emailLogin(page, `grace-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  // The account is counterfactual: no code yet, and the faucet funded its address.
  expect(await smartAccountOnChain(address)).toEqual({ deployed: false });
  const funded = await ethBalanceOnChain(address);
  expect(funded).toBeGreaterThan(0n);
  await accountButton(page, address).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  // The address with its badge, and the account type among the facts.
  await expect(account.getByTitle(address).locator('..')).toContainText('Smart Account');
  await expect(account.getByRole('definition').filter({ hasText: /^Smart Account$/ })).toBeVisible();

  const deployed = () => page.evaluate(() => (window as unknown as { latch: { getState(): { accounts: { eip155?: { smartAccountDeployed?: boolean } } } } }).latch.getState().accounts.eip155?.smartAccountDeployed);
  expect(await deployed()).toBe(false);

  // Send 0.25 ETH to dev account 8, approved inside the frame, from the smart account's address.
  const receiver = devnetInfo().accounts[8]!.address;
  const before = await ethBalanceOnChain(receiver);
  await sendNativeFromAccount(page, 'ETH', receiver, '0.25');
  await approveInFrame(page, receiver);
  await expect(page.getByRole('status').getByText(/^Sent 0\.25 ETH\./)).toBeVisible({ timeout: 30_000 });

  // The user operation deployed the account (its owner is the frame's key, whose counterfactual account it is) and made the call.
  const onChain = await smartAccountOnChain(address);
  expect(onChain.deployed).toBe(true);
  expect(onChain.factoryAddressOfOwner).toBe(address);
  expect(await ethBalanceOnChain(receiver)).toBe(before + parseEther('0.25'));
  // The value and the fee came out of the smart account.
  expect(await ethBalanceOnChain(address)).toBeLessThan(funded - parseEther('0.25'));
  // The app knows it is deployed now, without a reconnect.
  expect(await deployed()).toBe(true);
});

test('switches to the EOA from the Account and back (SPEC 4), the choice surviving a reload', async ({ page }) => {
  await page.goto('/');
  await emailLogin(page, `hedy-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const smart = await demoAddress(page);
  await accountButton(page, smart).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  const accountType = account.getByText('Account type').locator('xpath=following-sibling::dd[1]');
  await expect(accountType).toHaveText('Smart Account');

  // The frame's reads (through the services' RPC proxy) are slowed while it switches, so the loading state can be seen.
  let slow = true;
  const frameNodeCall = (url: URL) => url.pathname === '/v1' && url.searchParams.get('chainId') === `eip155:${devnetInfo().chainId}`;
  await page.route(frameNodeCall, async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
  });
  await account.getByRole('button', { name: 'Switch to EOA' }).click();
  await expect(account.getByRole('button', { name: 'Switching account…' })).toBeDisabled();
  await expect(account.getByRole('button', { name: 'Switch to Smart Account' })).toBeVisible({ timeout: 20_000 });
  slow = false;
  const eoa = await demoAddress(page);
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(eoa).not.toBe(smart);
  // The EOA is the owner key, whose counterfactual smart account the other address is.
  expect(await factoryAddressOf(eoa)).toBe(smart);
  await expect(accountType).toHaveText('EOA');
  await expect(account.getByTitle(eoa).locator('..')).not.toContainText('Smart Account');

  // A reload restores the EOA: the frame kept the choice.
  await page.reload();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  await expect(page.getByTestId('demo-address')).toHaveText(eoa);
  await accountButton(page, eoa).click();
  await expect(accountType).toHaveText('EOA');

  await account.getByRole('button', { name: 'Switch to Smart Account' }).click();
  await expect(account.getByRole('button', { name: 'Switch to EOA' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('demo-address')).toHaveText(smart);
  await expect(accountType).toHaveText('Smart Account');
  await expect(account.getByTitle(smart).locator('..')).toContainText('Smart Account');
});
