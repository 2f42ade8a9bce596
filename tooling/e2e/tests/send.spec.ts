import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { parseUnits } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { tokenBalanceOnChain } from '../support/chain.js';
import { pressUntil, tabTo } from '../support/keyboard.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet, TEST_WALLET } from '../support/testWallet.js';

failOnForeignRequests();

// Dev account 0 sends to dev account 9; no other spec reads their token balances.
const SENDER = 0;
const RECEIVER = 9;
const AMOUNT = '1.5';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const successSnack = (page: Page) => page.getByRole('status').getByText(/^Sent 1\.5 USDC\. Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/);

async function screenshotAccount(page: Page, testInfo: TestInfo, theme: 'light' | 'dark') {
  const path = testInfo.outputPath(`account-${theme}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`Account (${theme})`, { path, contentType: 'image/png' });
}

test('sends 1.5 USDC to another dev account: Tokens lists the token, Activity the transfer, and the chain has it', async ({ page }, testInfo) => {
  const { accounts, tokens } = devnetInfo();
  const [sender, receiver] = [accounts[SENDER]!, accounts[RECEIVER]!];
  const before = await tokenBalanceOnChain(tokens.usdc.address, receiver.address);
  const wallet = devWallet(sender);
  await installTestWallet(page, wallet);
  await page.goto('/');
  await pickTestWallet(page);

  // Account, with the devnet's ERC-20 in Tokens, in light and in dark.
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Dark theme' }).click();
    }
    await accountButton(page, sender.address).click();
    const account = dialog(page, 'Account');
    await account.getByRole('tab', { name: 'Tokens' }).click();
    await expect(account.getByRole('tabpanel').getByRole('listitem').filter({ hasText: tokens.usdc.name })).toContainText('USDC');
    await screenshotAccount(page, testInfo, theme);
  }

  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click();
  const send = dialog(page, 'Send');
  await send.getByRole('radio', { name: /^USDC/ }).check();
  await send.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
  await send.getByRole('textbox', { name: 'Receiver' }).fill(receiver.address);
  await send.getByRole('button', { name: 'Preview' }).click();

  const review = dialog(page, 'Review Send');
  await expect(review.getByText(`${AMOUNT} USDC`)).toBeVisible();
  await expect(review.getByText(receiver.address)).toBeVisible();
  await expect(review.getByText('Latch Devnet')).toBeVisible();
  await review.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(successSnack(page)).toBeVisible();
  const account = dialog(page, 'Account');
  await expect(account).toBeVisible();
  await account.getByRole('tab', { name: 'Activity' }).click();
  await expect(account.getByRole('tabpanel').getByRole('listitem').filter({ hasText: `${AMOUNT} USDC` }).first()).toBeVisible();
  expect(await tokenBalanceOnChain(tokens.usdc.address, receiver.address)).toBe(before + parseUnits(AMOUNT, tokens.usdc.decimals));
  wallet.destroy();
});

test('the same send with the keyboard alone: Tab, Enter, Space and the arrow keys', async ({ page }) => {
  const { accounts, tokens } = devnetInfo();
  const [sender, receiver] = [accounts[SENDER]!, accounts[RECEIVER]!];
  const before = await tokenBalanceOnChain(tokens.usdc.address, receiver.address);
  const wallet = devWallet(sender);
  await installTestWallet(page, wallet);
  await page.goto('/');

  await tabTo(page, page.getByRole('button', { name: 'Connect Wallet' }));
  await page.keyboard.press('Enter');
  const connect = dialog(page, 'Connect Wallet');
  await page.waitForLoadState('networkidle');
  await tabTo(page, connect.getByRole('button', { name: new RegExp(TEST_WALLET.name) }));
  await page.keyboard.press('Enter');
  await expect(connect).toBeHidden();

  await tabTo(page, accountButton(page, sender.address));
  await page.keyboard.press('Enter');
  const account = dialog(page, 'Account');
  await tabTo(page, account.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Space');

  const send = dialog(page, 'Send');
  const usdc = send.getByRole('radio', { name: /^USDC/ });
  await expect(usdc).toBeVisible();
  await tabTo(page, send.getByRole('radio').first());
  await pressUntil(page, 'ArrowDown', () => usdc.isChecked());
  await tabTo(page, send.getByRole('textbox', { name: 'Amount' }));
  await page.keyboard.type(AMOUNT);
  await tabTo(page, send.getByRole('textbox', { name: 'Receiver' }));
  await page.keyboard.type(receiver.address);
  await page.keyboard.press('Enter');

  const review = dialog(page, 'Review Send');
  await tabTo(page, review.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  await expect(successSnack(page)).toBeVisible();

  await expect(account).toBeVisible();
  const activity = account.getByRole('tab', { name: 'Activity' });
  await tabTo(page, account.getByRole('tab', { selected: true }));
  await pressUntil(page, 'ArrowRight', async () => (await activity.getAttribute('aria-selected')) === 'true');
  await expect(account.getByRole('tabpanel').getByRole('listitem').filter({ hasText: `${AMOUNT} USDC` }).first()).toBeVisible();
  expect(await tokenBalanceOnChain(tokens.usdc.address, receiver.address)).toBe(before + parseUnits(AMOUNT, tokens.usdc.decimals));
  wallet.destroy();
});
