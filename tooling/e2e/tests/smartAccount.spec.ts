import { expect, test } from '@playwright/test';
import { parseEther } from 'ethers';
import { sendNativeFromAccount } from '../support/accountSend.js';
import { onlyLocalRequests } from '../support/browser.js';
import { ethBalanceOnChain } from '../support/chain.js';
import { approveInFrame, demoAddress, emailLogin } from '../support/embedded.js';
import { smartAccountOnChain } from '../support/smartAccount.js';
import { accountButton, devnetInfo } from '../support/testWallet.js';

test.beforeEach(async ({ context }) => {
  test.setTimeout(120_000);
  await onlyLocalRequests(context);
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
});
