import { expect, test, type Page } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { pairThroughCopiedLink, sampleWallet } from '../support/sampleWallet.js';
import { sendSolFromAccount } from '../support/solanaSend.js';
import { lamportsOnChain, solanaInfo } from '../support/solanaTestWallet.js';
import { accountButton, devnetInfo } from '../support/testWallet.js';

failOnForeignRequests();

// The sample wallet holds dev account 8 and Solana dev keypair 8; keypair 9 receives. No other spec moves their SOL.
const WALLET = 8;
const RECEIVER = 9;
const LAMPORTS_PER_SOL = 1_000_000_000n;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('one WalletConnect pairing gives both namespaces: on Solana Local the sample wallet’s Solana account is there without another QR code, 0.1 SOL sent through it lands, a reload restores both from the one session, and one disconnect ends both', async ({ page }) => {
  const evmAccount = devnetInfo().accounts[WALLET]!;
  const [solanaAccount, receiver] = [solanaInfo().accounts[WALLET]!, solanaInfo().accounts[RECEIVER]!];
  const wallet = await sampleWallet(WALLET, { solana: true });
  wallet.setAutoApprove(true);
  let proposals = 0;
  wallet.onProposal(() => proposals++);
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await pairThroughCopiedLink(page, wallet);
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    await expect(accountButton(page, evmAccount.address)).toBeVisible();
    expect(wallet.sessions()).toEqual([expect.objectContaining({ accounts: [`eip155:31337:${evmAccount.address}`, `${solanaInfo().caipNetworkId}:${solanaAccount.address}`] })]);

    // Networks → Solana Local: the Solana account of the same session, no Connect and no QR code in between.
    await accountButton(page, evmAccount.address).click();
    await dialog(page, 'Account').getByRole('button', { name: 'Latch Devnet, switch network' }).click();
    await page.getByRole('list', { name: 'Solana networks' }).getByRole('button', { name: /Solana Local/ }).click();
    await expect(dialog(page, 'Account').getByRole('button', { name: 'Solana Local, switch network' })).toBeVisible();
    await expect(accountButton(page, solanaAccount.address)).toBeVisible();
    expect(proposals).toBe(1);

    const before = await lamportsOnChain(receiver.address);
    await sendSolFromAccount(page, receiver.address, '0.1');
    await expect(page.getByRole('status').getByText(/^Sent 0\.1 SOL\./)).toBeVisible({ timeout: 20_000 });
    expect(await lamportsOnChain(receiver.address)).toBe(before + LAMPORTS_PER_SOL / 10n);

    // A reload finds both accounts in the one kept session, on the network the person left it on.
    await page.reload();
    await expect(accountButton(page, solanaAccount.address)).toBeVisible({ timeout: 20_000 });
    await accountButton(page, solanaAccount.address).click();
    await dialog(page, 'Account').getByRole('button', { name: 'Solana Local, switch network' }).click();
    await page.getByRole('list', { name: 'EVM networks' }).getByRole('button', { name: /Latch Devnet/ }).click();
    await expect(accountButton(page, evmAccount.address)).toBeVisible();
    expect(proposals).toBe(1);
    expect(wallet.sessions()).toHaveLength(1);

    // Disconnect on one namespace ends the one session, so both namespaces (SPEC 4: WalletConnect connectors disconnect together).
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
    await expect.poll(() => wallet.sessions().length).toBe(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(accountButton(page, solanaAccount.address)).toHaveCount(0);
  } finally {
    await wallet.stop();
  }
});
