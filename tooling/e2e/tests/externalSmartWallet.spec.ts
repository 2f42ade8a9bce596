import { expect, test, type Page } from '@playwright/test';
import { smartAccountSignatureDeclined } from '@latch/core/internal';
import { parseUnits, Wallet } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { tokenBalanceOnChain } from '../support/chain.js';
import { SMART_TEST_WALLET, smartTestWallet } from '../support/smartTestWallet.js';
import { accountButton, devnetInfo, installTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.beforeEach(() => {
  test.setTimeout(90_000);
});

test('an external smart wallet that batches atomically swaps in one wallet_sendCalls, and its decline reads as SPEC 8 says for a smart account', async ({ page }) => {
  const { accounts, tokens } = devnetInfo();
  const owner = Wallet.createRandom();
  const wallet = await smartTestWallet({ address: owner.address, privateKey: owner.privateKey }, accounts[0]!, { usdc: parseUnits('20', tokens.usdc.decimals) });
  await installTestWallet(page, wallet.provider, SMART_TEST_WALLET);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.waitForLoadState('networkidle');
  await dialog(page, 'Connect Wallet').getByRole('button', { name: new RegExp(SMART_TEST_WALLET.name) }).click();
  await accountButton(page, wallet.address).click();

  const quote = async (amount: string) => {
    await dialog(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click();
    const swap = dialog(page, 'Swap');
    await swap.getByRole('combobox', { name: 'From' }).selectOption({ label: `USDC (${tokens.usdc.name})` });
    await swap.getByRole('combobox', { name: 'To' }).selectOption({ label: `DAI (${tokens.dai.name})` });
    await swap.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await expect(swap.locator('dd', { hasText: /^≈ [\d.]+ DAI$/ })).toBeVisible();
    return swap;
  };

  // The approval and the swap as one batch: one request to the wallet, one user operation on chain.
  const [usdcBefore, daiBefore] = [await tokenBalanceOnChain(tokens.usdc.address, wallet.address), await tokenBalanceOnChain(tokens.dai.address, wallet.address)];
  await (await quote('5')).getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByRole('status').getByText(/^Swapped 5 USDC for about [\d.]+ DAI\. Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/)).toBeVisible({ timeout: 30_000 });
  expect(wallet.asked.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1);
  expect(wallet.asked).toContain('wallet_getCapabilities');
  expect(wallet.asked).toContain('wallet_getCallsStatus');
  expect(wallet.asked).not.toContain('eth_sendTransaction');
  expect(await tokenBalanceOnChain(tokens.usdc.address, wallet.address)).toBe(usdcBefore - parseUnits('5', tokens.usdc.decimals));
  expect(await tokenBalanceOnChain(tokens.dai.address, wallet.address)).toBeGreaterThan(daiBefore);

  // The person declines the next batch in their wallet: SPEC 8's message for a smart account, the form kept.
  wallet.control.declineCalls = true;
  const swap = await quote('3');
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByRole('alert').getByText(smartAccountSignatureDeclined.text, { exact: true })).toBeVisible();
  await expect(swap.getByRole('textbox', { name: 'Amount' })).toHaveValue('3');
  expect(await tokenBalanceOnChain(tokens.usdc.address, wallet.address)).toBe(usdcBefore - parseUnits('5', tokens.usdc.decimals));
});

test("a declined sign-in on an external smart wallet reads as SPEC 8 says for a smart account", async ({ page }) => {
  const { accounts } = devnetInfo();
  const owner = Wallet.createRandom();
  const wallet = await smartTestWallet({ address: owner.address, privateKey: owner.privateKey }, accounts[0]!);
  await installTestWallet(page, wallet.provider, SMART_TEST_WALLET);
  await page.goto('/?siwx=optional');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.waitForLoadState('networkidle');
  await dialog(page, 'Connect Wallet').getByRole('button', { name: new RegExp(SMART_TEST_WALLET.name) }).click();
  const signIn = dialog(page, 'Sign In');
  await signIn.getByRole('button', { name: 'Sign' }).click();
  await expect(signIn.getByRole('alert')).toHaveText(smartAccountSignatureDeclined.text);
  // Asked after the decline, through the wallet's own provider: it batches atomically on its own.
  expect(wallet.asked.slice(wallet.asked.indexOf('personal_sign'))).toContain('wallet_getCapabilities');
});
