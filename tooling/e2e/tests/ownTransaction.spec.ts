import { expect, test } from '@playwright/test';
import { parseUnits } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { tokenBalanceOnChain } from '../support/chain.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

// Dev account 3 sends 1 USDC to dev account 4; no other spec reads their USDC.
const SENDER = 3;
const RECEIVER = 4;

test('an app on the public hooks alone reads the account, switches network, and sends its own contract call through useLatchProvider', async ({ page }) => {
  const { accounts, tokens } = devnetInfo();
  const [sender, receiver] = [accounts[SENDER]!, accounts[RECEIVER]!];
  const wallet = devWallet(sender);
  await installTestWallet(page, wallet);
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Your own transaction' });
  await expect(panel.getByText('Connect a wallet to send it.')).toBeVisible();
  await pickTestWallet(page);
  await expect(accountButton(page, sender.address)).toBeVisible();

  // On Solana the app offers to switch back: its own switchNetwork, and the EVM account is still there.
  await accountButton(page, sender.address).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Latch Devnet, switch network' }).click();
  await page.getByRole('list', { name: 'Solana networks' }).getByRole('button', { name: /Solana Local/ }).click();
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: 'Switch to Latch Devnet' }).click();
  await expect(accountButton(page, sender.address)).toBeVisible();

  const before = await tokenBalanceOnChain(tokens.usdc.address, receiver.address);
  await panel.getByRole('textbox', { name: 'Receiver' }).fill(receiver.address);
  await panel.getByRole('button', { name: 'Send 1 USDC' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Sent in 0x[0-9a-f]{64}\. Your USDC: \d+(\.\d+)?$/);
  expect(await tokenBalanceOnChain(tokens.usdc.address, receiver.address)).toBe(before + parseUnits('1', tokens.usdc.decimals));
  wallet.destroy();
});
