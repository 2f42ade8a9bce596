import { expect, test, type Page } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { demoAddress, emailLogin, walletFrame } from '../support/embedded.js';
import { lamportsOnChain, solanaInfo } from '../support/solanaTestWallet.js';
import { sendSolFromAccount } from '../support/solanaSend.js';
import { accountButton } from '../support/testWallet.js';

failOnForeignRequests();

// The embedded wallet sends to Solana dev keypair 7; no other spec moves its SOL.
const RECEIVER = 7;
const AMOUNT = '0.1';
const LAMPORTS_PER_SOL = 1_000_000_000n;
/** What the dev faucet gives a new embedded wallet's Solana address. */
const FUNDED = 10n * LAMPORTS_PER_SOL;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const solanaAddress = (page: Page) => page.evaluate(() => (window as unknown as { latch: { getState(): { accounts: { solana?: { address?: string } } } } }).latch.getState().accounts.solana?.address ?? '');

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test('the embedded wallet on Solana: one email login gives the Solana account with its SOL; a 0.1 SOL send approved in the frame lands on the chain, a refusal in the frame is "Signature declined"', async ({ page }) => {
  const receiver = solanaInfo().accounts[RECEIVER]!.address;
  const { caipNetworkId } = solanaInfo();
  await page.goto('/');
  await emailLogin(page, `sol-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  const evmAddress = await demoAddress(page);

  // Networks, Solana Local: the Solana account is there already, joined from the login without a second one.
  await accountButton(page, evmAddress).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Latch Devnet, switch network' }).click();
  await page.getByRole('list', { name: 'Solana networks' }).getByRole('button', { name: /Solana Local/ }).click();
  const account = dialog(page, 'Account');
  await expect(account.getByRole('button', { name: 'Solana Local, switch network' })).toBeVisible();
  await expect(dialog(page, 'Connect Wallet')).toHaveCount(0);
  const address = await solanaAddress(page);
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await expect(accountButton(page, address)).toBeVisible();
  // The dev faucet funded the new Solana address; the Account shows what the chain holds.
  await expect.poll(() => lamportsOnChain(address)).toBe(FUNDED);
  await expect(account.getByTestId('latch-balance')).toHaveText('10 SOL');

  // Send 0.1 SOL: the frame shows the transfer in SOL, its receiver and the network; approved there, it lands on the chain.
  const before = await lamportsOnChain(receiver);
  await sendSolFromAccount(page, receiver, AMOUNT);
  await expect(dialog(page, 'Approve Transaction')).toBeVisible();
  const approval = walletFrame(page).getByRole('dialog', { name: 'Send SOL' });
  await expect(approval.locator('dd', { hasText: new RegExp(`^${receiver}$`) })).toBeVisible();
  await expect(approval.locator('dd', { hasText: /^0\.1 SOL$/ })).toBeVisible();
  await expect(approval.getByText(`solana_signAndSendTransaction on Solana Local (${caipNetworkId})`)).toBeVisible();
  const approve = walletFrame(page).getByRole('button', { name: 'Approve' });
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(page.getByRole('status').getByText(/^Sent 0\.1 SOL\./)).toBeVisible();
  expect(await lamportsOnChain(receiver)).toBe(before + LAMPORTS_PER_SOL / 10n);
  const after = await lamportsOnChain(address);
  expect(after).toBeLessThan(FUNDED - LAMPORTS_PER_SOL / 10n);
  expect(after).toBeGreaterThan(FUNDED - LAMPORTS_PER_SOL / 10n - 100_000n);

  // A refusal in the frame: "Signature declined", and nothing moves.
  await sendSolFromAccount(page, receiver, AMOUNT);
  await expect(walletFrame(page).getByRole('dialog', { name: 'Send SOL' })).toBeVisible();
  await walletFrame(page).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Signature declined').first()).toBeVisible();
  expect(await lamportsOnChain(receiver)).toBe(before + LAMPORTS_PER_SOL / 10n);
  expect(await lamportsOnChain(address)).toBe(after);
});
