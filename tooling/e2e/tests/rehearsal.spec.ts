// Issue 32, point 5: the demo's /rehearsal/ page runs Latch on the catalogue's own `base`, `mainnet`
// and `solanaMainnet`, only their RPC URLs pointed at the local chains that rehearse them (chain id
// 8453 with Base's contracts at Base's addresses, chain id 1 with ENS at its canonical address,
// Solana answering mainnet's genesis hash). Nothing leaves this machine: the public RPC URLs of the
// catalogue are never contacted.
import { expect, test, type Page } from '@playwright/test';
import { devAccounts } from '@latch/devnet';
import { parseEther, parseUnits, verifyMessage } from 'ethers';
import { sendNativeFromAccount } from '../support/accountSend.js';
import { failOnForeignRequests } from '../support/browser.js';
import { ethBalanceOnChain, tokenBalanceOnChain } from '../support/chain.js';
import { approveInFrame, demoAddress, emailLogin } from '../support/embedded.js';
import { airdropOnSolana, fundOnBase, rehearsalInfo, rehearsalWallet } from '../support/rehearsal.js';
import { lamportsOnChain } from '../support/solanaTestWallet.js';
import { sendSolFromAccount } from '../support/solanaSend.js';
import { accountButton, installTestWallet, pickTestWallet } from '../support/testWallet.js';

const PAGE = '/rehearsal/index.html';
const LAMPORTS_PER_SOL = 1_000_000_000n;
// The services' onramp quote: 20.00 USD less the 1% provider fee and the 0.10 network fee, USDC at 1 USD.
const RECEIVE = '19.7';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The Account view, opened from the connect button unless it shows already (another view, such as a finished Send, is closed first). */
async function account(page: Page, address: string) {
  const view = dialog(page, 'Account');
  if (!(await view.isVisible())) {
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await accountButton(page, address).click();
  }
  await expect(view).toBeVisible();
  return view;
}

/** Switches the Account's network to `name` from the list `list`. */
async function switchNetwork(page: Page, list: 'EVM networks' | 'Solana networks', name: string) {
  await dialog(page, 'Account').getByRole('button', { name: /, switch network$/ }).click();
  await page.getByRole('list', { name: list }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(dialog(page, 'Account').getByRole('button', { name: `${name}, switch network` })).toBeVisible({ timeout: 20_000 });
}

/** Reloads the page once an address was funded from outside: the balances read at the login are kept 30 s (SPEC 9). */
async function reloadConnected(page: Page) {
  await page.reload();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
}

failOnForeignRequests();
test.describe.configure({ timeout: 180_000 });

test("on Base: email login's smart account sends by user operation, swaps ETH for USDC over Base's Uniswap V2 and buys USDC", async ({ page, context }) => {
  const { base } = rehearsalInfo();
  await page.goto(PAGE);
  await emailLogin(page, `base-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  // No faucet serves a public chain: anyone may fund the counterfactual account's address.
  await fundOnBase(address, '1');
  await reloadConnected(page);
  const view = await account(page, address);
  // The wallet opened on the page's first network, Base, where its account is the smart account.
  await expect(view.getByRole('button', { name: 'Base, switch network' })).toBeVisible();
  await expect(view.getByTitle(address).locator('..')).toContainText('Smart Account');
  await expect(view.getByTestId('latch-balance')).toHaveText('1 ETH');

  // A send is a user operation through Base's bundler; it deploys the account at the canonical factory's address.
  const receiver = devAccounts()[8]!.address;
  const before = await ethBalanceOnChain(receiver, base.rpcUrl);
  await sendNativeFromAccount(page, 'ETH', receiver, '0.01');
  await approveInFrame(page, receiver);
  await expect(page.getByRole('status').getByText(/^Sent 0\.01 ETH\./)).toBeVisible({ timeout: 30_000 });
  expect(await ethBalanceOnChain(receiver, base.rpcUrl)).toBe(before + parseEther('0.01'));

  // Swap 0.1 ETH for USDC: quoted by the services from Base's router, approved in the frame.
  const usdcBefore = await tokenBalanceOnChain(base.usdc, address, base.rpcUrl);
  await (await account(page, address)).getByRole('button', { name: 'Swap', exact: true }).click();
  const swap = dialog(page, 'Swap');
  await swap.getByRole('combobox', { name: 'From' }).selectOption({ label: 'ETH (Ether)' });
  await swap.getByRole('combobox', { name: 'To' }).selectOption({ label: 'USDC (USD Coin)' });
  await swap.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  await expect(swap.locator('dd', { hasText: /^≈ [\d.]+ USDC$/ })).toBeVisible();
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await approveInFrame(page);
  await expect(page.getByRole('status').getByText(/^Swapped 0\.1 ETH for about [\d.]+ USDC\./)).toBeVisible({ timeout: 30_000 });
  const swapped = (await tokenBalanceOnChain(base.usdc, address, base.rpcUrl)) - usdcBefore;
  expect(swapped).toBeGreaterThan(parseUnits('290', 6));

  // Buy 20 USD of USDC: the local checkout pays it on the Base rehearsal from the chains file's treasury.
  await (await account(page, address)).getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Buy', exact: true }).click();
  const buy = dialog(page, 'Buy');
  await buy.getByRole('textbox', { name: 'Amount' }).fill('20');
  await expect(buy.locator('dt', { hasText: 'You receive' }).locator('+ dd')).toHaveText(`${RECEIVE} USDC`);
  const [checkout] = await Promise.all([context.waitForEvent('page'), buy.getByRole('button', { name: 'Continue to Coinbase' }).click()]);
  await expect(checkout.locator('dt', { hasText: 'For the wallet' }).locator('+ dd')).toHaveText(address);
  await checkout.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect.poll(() => tokenBalanceOnChain(base.usdc, address, base.rpcUrl)).toBe(usdcBefore + swapped + parseUnits(RECEIVE, 6));
  await checkout.close();
});

test('on Solana mainnet: the embedded Solana account sends SOL on the chain with mainnet\'s genesis hash', async ({ page }) => {
  const { solana } = rehearsalInfo();
  await page.goto(PAGE);
  await emailLogin(page, `solana-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  await account(page, await demoAddress(page));
  await switchNetwork(page, 'Solana networks', 'Solana');
  const address = await page.evaluate(() => (window as unknown as { latch: { getState(): { accounts: { solana?: { address?: string } } } } }).latch.getState().accounts.solana?.address ?? '');
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  await airdropOnSolana(address, LAMPORTS_PER_SOL);
  await reloadConnected(page);
  const view = await account(page, address);
  await expect(view.getByRole('button', { name: 'Solana, switch network' })).toBeVisible();
  await expect(view.getByTestId('latch-balance')).toHaveText('1 SOL');

  const receiver = solana.accounts[7]!;
  const before = await lamportsOnChain(receiver, solana.rpcUrl);
  await sendSolFromAccount(page, receiver, '0.1');
  await approveInFrame(page);
  await expect(page.getByRole('status').getByText(/^Sent 0\.1 SOL\./)).toBeVisible({ timeout: 30_000 });
  expect(await lamportsOnChain(receiver, solana.rpcUrl)).toBe(before + LAMPORTS_PER_SOL / 10n);
});

test('SIWX on Base: the wallet signs an EIP-4361 message for chain 8453 that verifies', async ({ page }) => {
  const signer = devAccounts()[3]!;
  const wallet = rehearsalWallet(signer, 'base');
  await installTestWallet(page, wallet);
  await page.goto(`${PAGE}?siwx=optional`);
  await pickTestWallet(page);
  await dialog(page, 'Sign In').getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByTestId('demo-signed-in')).toHaveText('yes');
  const [session] = await page.evaluate(() => JSON.parse(localStorage.getItem('@latch/siwx-sessions') ?? '[]'));
  expect(session.message).toContain(`wants you to sign in with your Ethereum account:\n${signer.address}`);
  expect(session.message).toContain('Chain ID: 8453');
  expect(verifyMessage(session.message, session.signature)).toBe(signer.address);
  wallet.destroy();
});

test('on Ethereum: the account shows its ENS primary name, read from the registry at its canonical address', async ({ page }) => {
  const { primaryName } = rehearsalInfo().mainnet;
  const named = devAccounts().find(({ address }) => address === primaryName.address)!;
  const wallet = rehearsalWallet(named, 'mainnet');
  await installTestWallet(page, wallet);
  await page.goto(PAGE);
  await pickTestWallet(page);
  const view = await account(page, named.address);
  await expect(view.getByRole('button', { name: 'Ethereum, switch network' })).toBeVisible();
  await expect(view.getByText(primaryName.name)).toBeVisible();
  wallet.destroy();
});
