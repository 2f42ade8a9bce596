import { expect, type Page } from '@playwright/test';
import { createSampleWallet, type SampleWallet } from '@latch/devnet';
import { solanaInfo } from './solanaTestWallet.js';
import { devnetInfo } from './testWallet.js';

let wallets = 0;

/**
 * The devnet's sample WalletConnect wallet, on the suite's relay, holding dev account `index`; with
 * `solana`, the local Solana chain's dev keypair `index` too, so it approves both namespaces.
 */
export async function sampleWallet(index: number, { solana = false } = {}): Promise<SampleWallet> {
  const relayUrl = process.env.LATCH_E2E_RELAY;
  if (!relayUrl) throw new Error('LATCH_E2E_RELAY is not set: the suite starts the relay in its global setup.');
  const { rpcUrl, accounts } = devnetInfo();
  const solanaKey = solana ? { rpcUrl: solanaInfo().rpcUrl, secretKey: Uint8Array.from(solanaInfo().accounts[index]!.secretKey) } : undefined;
  return createSampleWallet({ relayUrl, rpcUrl, privateKey: accounts[index]!.privateKey, storagePrefix: `e2e-sample-${process.pid}-${++wallets}`, solana: solanaKey });
}

/**
 * From the open Connect view: WalletConnect, then Copy link, and the copied URI paired in `wallet`
 * (the page needs the clipboard permissions). Resolves with the URI.
 */
export async function pairThroughCopiedLink(page: Page, wallet: SampleWallet): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click();
  const copy = dialog.getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeEnabled();
  await copy.click();
  const uri = await page.evaluate(() => navigator.clipboard.readText());
  await wallet.pair(uri);
  return uri;
}
