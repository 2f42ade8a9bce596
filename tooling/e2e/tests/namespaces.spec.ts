import { expect, test, type Page } from '@playwright/test';
import { SOLANA_DEV_USDC } from '@latch/devnet';
import { failOnForeignRequests } from '../support/browser.js';
import { installSolanaTestWallet, solanaDevWallet, solanaInfo } from '../support/solanaTestWallet.js';
import { accountButton, devnetInfo, devWallet, installTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

// Read only: no other spec's balances depend on these accounts staying put, and this one sends nothing.
const EVM_ACCOUNT = 1;
const SOLANA_KEYPAIR = 3;
const WALLET = { name: 'Duo Wallet', rdns: 'dev.latch.duo' };

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function switchTo(page: Page, from: string, group: string, network: RegExp) {
  await dialog(page, 'Account').getByRole('button', { name: `${from}, switch network` }).click();
  await page.getByRole('list', { name: group }).getByRole('button', { name: network }).click();
}

test('a wallet of both namespaces is one row in Connect and connects both; moving between its networks keeps both accounts and resets the send form', async ({ page }) => {
  const evmAccount = devnetInfo().accounts[EVM_ACCOUNT]!;
  const solanaAccount = solanaInfo().accounts[SOLANA_KEYPAIR]!;
  const evmWallet = devWallet(evmAccount);
  await installTestWallet(page, evmWallet, WALLET);
  await installSolanaTestWallet(page, await solanaDevWallet(SOLANA_KEYPAIR), WALLET.name);
  await page.goto('/');

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.waitForLoadState('networkidle');
  const row = dialog(page, 'Connect Wallet').getByRole('button', { name: new RegExp(WALLET.name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('EVM, Solana');
  await row.click();
  await expect(accountButton(page, evmAccount.address)).toBeVisible();

  // A half-typed send on the EVM network…
  await accountButton(page, evmAccount.address).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click();
  await dialog(page, 'Send').getByRole('textbox', { name: 'Amount' }).fill('0.25');
  await dialog(page, 'Send').getByRole('button', { name: 'Back' }).click();

  // …then Solana: the wallet's Solana account is already there, no Connect in between.
  await switchTo(page, 'Latch Devnet', 'Solana networks', /Solana Local/);
  await expect(dialog(page, 'Account').getByRole('button', { name: 'Solana Local, switch network' })).toBeVisible();
  await expect(accountButton(page, solanaAccount.address)).toBeVisible();
  // Its tokens from the services' balance endpoint over the local chain: SOL and the devnet's SPL USDC.
  await dialog(page, 'Account').getByRole('tab', { name: 'Tokens' }).click();
  const tokens = dialog(page, 'Account').getByRole('tabpanel').getByRole('listitem');
  await expect(tokens.filter({ hasText: SOLANA_DEV_USDC.name })).toContainText(SOLANA_DEV_USDC.symbol);
  await expect(tokens.filter({ hasText: 'SOL' }).first()).toBeVisible();
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog(page, 'Send').getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  await dialog(page, 'Send').getByRole('button', { name: 'Back' }).click();

  // And back: the EVM account stayed connected all along.
  await switchTo(page, 'Solana Local', 'EVM networks', /Latch Devnet/);
  await expect(dialog(page, 'Account').getByRole('button', { name: 'Latch Devnet, switch network' })).toBeVisible();
  await expect(accountButton(page, evmAccount.address)).toBeVisible();

  // A reload restores both, on the network the person left it on.
  await page.reload();
  await expect(accountButton(page, evmAccount.address)).toBeVisible();
  await accountButton(page, evmAccount.address).click();
  await switchTo(page, 'Latch Devnet', 'Solana networks', /Solana Local/);
  await expect(accountButton(page, solanaAccount.address)).toBeVisible();
  evmWallet.destroy();
});
