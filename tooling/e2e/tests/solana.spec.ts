import { expect, test, type Page } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { installSolanaTestWallet, lamportsOnChain, SOLANA_TEST_WALLET, solanaDevWallet, solanaInfo } from '../support/solanaTestWallet.js';
import { sendSolFromAccount } from '../support/solanaSend.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

// Solana dev keypair 1 sends to keypair 2; no other spec moves their SOL.
const SENDER = 1;
const RECEIVER = 2;
const AMOUNT = '0.5';
const LAMPORTS_PER_SOL = 1_000_000_000n;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a Wallet Standard wallet connects on the Solana network, shows its SOL balance and sends SOL; a refusal is "Signature declined"', async ({ page }) => {
  const { accounts } = solanaInfo();
  const [sender, receiver] = [accounts[SENDER]!, accounts[RECEIVER]!];
  const evmAccount = devnetInfo().accounts[1]!;
  const evmWallet = devWallet(evmAccount);
  const solanaWallet = await solanaDevWallet(SENDER);
  await installTestWallet(page, evmWallet);
  await installSolanaTestWallet(page, solanaWallet);
  await page.goto('/');

  // From the EVM account to the Solana network: no Solana account yet, so Connect offers Solana's wallets.
  await pickTestWallet(page);
  await accountButton(page, evmAccount.address).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Latch Devnet, switch network' }).click();
  await page.getByRole('list', { name: 'Solana networks' }).getByRole('button', { name: /Solana Local/ }).click();
  await dialog(page, 'Connect Wallet').getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET) }).click();

  // Connected, the modal closes; the account button shows the SOL the chain holds for the keypair.
  const sol = (await lamportsOnChain(sender.address)) / LAMPORTS_PER_SOL;
  await expect(accountButton(page, sender.address)).toContainText(`${sol} SOL`);
  await accountButton(page, sender.address).click();
  await expect(dialog(page, 'Account').getByRole('button', { name: 'Solana Local, switch network' })).toBeVisible();

  const before = await lamportsOnChain(receiver.address);
  await sendSolFromAccount(page, receiver.address, AMOUNT);
  await expect(page.getByRole('status').getByText(new RegExp(`^Sent ${AMOUNT.replace('.', '\\.')} SOL\\.`))).toBeVisible();
  await expect(dialog(page, 'Account')).toBeVisible();
  expect(await lamportsOnChain(receiver.address)).toBe(before + LAMPORTS_PER_SOL / 2n);

  solanaWallet.rejectNextRequest();
  await sendSolFromAccount(page, receiver.address, AMOUNT);
  await expect(page.getByText('Signature declined').first()).toBeVisible();
  expect(await lamportsOnChain(receiver.address)).toBe(before + LAMPORTS_PER_SOL / 2n);
  evmWallet.destroy();
});
