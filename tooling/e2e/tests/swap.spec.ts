import { expect, test, type Page } from '@playwright/test';
import { parseEther, parseUnits } from 'ethers';
import type { DevAccount, DevProvider } from '@latch/devnet';
import { failOnForeignRequests } from '../support/browser.js';
import { ethBalanceOnChain, tokenBalanceOnChain } from '../support/chain.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

// Dev account 1 swaps USDC for DAI on the devnet's Uniswap V2; no other spec reads its token balances.
const TRADER = 1;
const SELL = '10';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Connects `trader` through the test wallet and fills the Swap form; resolves with the quoted amount in base units. */
async function quoteSwap(page: Page, wallet: Pick<DevProvider, 'request'>, trader: DevAccount, from: string, to: { label: string; symbol: string; decimals: number }, amount: string) {
  await installTestWallet(page, wallet);
  await page.goto('/');
  await pickTestWallet(page);
  await accountButton(page, trader.address).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click();
  const swap = dialog(page, 'Swap');
  await swap.getByRole('combobox', { name: 'From' }).selectOption({ label: from });
  await swap.getByRole('combobox', { name: 'To' }).selectOption({ label: to.label });
  await swap.getByRole('textbox', { name: 'Amount' }).fill(amount);
  const quoted = swap.locator('dd', { hasText: new RegExp(`^≈ [\\d.]+ ${to.symbol}$`) });
  await expect(quoted).toBeVisible();
  return parseUnits((await quoted.textContent())!.replace(/^≈ | \S+$/g, ''), to.decimals);
}

/** The swap may give less than its quote, taken a block or two earlier, by the 1 % slippage tolerance; no more. */
function expectWithinSlippage(received: bigint, quoted: bigint) {
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n);
  expect(received).toBeLessThanOrEqual(quoted);
}

test('swaps 10 USDC for DAI: the approval, then the swap, both signed in the wallet and landing on chain', async ({ page }) => {
  const { accounts, tokens } = devnetInfo();
  const trader = accounts[TRADER]!;
  const [usdcBefore, daiBefore] = [await tokenBalanceOnChain(tokens.usdc.address, trader.address), await tokenBalanceOnChain(tokens.dai.address, trader.address)];
  const wallet = devWallet(trader);
  const quotedDai = await quoteSwap(page, wallet, trader, `USDC (${tokens.usdc.name})`, { label: `DAI (${tokens.dai.name})`, symbol: 'DAI', decimals: tokens.dai.decimals }, SELL);
  const swap = dialog(page, 'Swap');
  const amount = swap.getByRole('textbox', { name: 'Amount' });
  // More than the account holds is refused before any quote or transaction.
  await amount.fill('100000000');
  await expect(swap.getByRole('alert')).toHaveText(/^Not enough USDC: the balance is [\d.]+ USDC\.$/);
  await expect(swap.getByRole('button', { name: 'Swap', exact: true })).toBeDisabled();
  await amount.fill(SELL);
  await expect(swap.locator('dd', { hasText: /^≈ [\d.]+ DAI$/ })).toBeVisible();
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();

  await expect(page.getByRole('status').getByText(/^Swapped 10 USDC for about [\d.]+ DAI\. Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog(page, 'Account')).toBeVisible();
  expect(await tokenBalanceOnChain(tokens.usdc.address, trader.address)).toBe(usdcBefore - parseUnits(SELL, tokens.usdc.decimals));
  expectWithinSlippage((await tokenBalanceOnChain(tokens.dai.address, trader.address)) - daiBefore, quotedDai);
  wallet.destroy();
});

test('swaps 0.5 ETH for USDC in one transaction: the native currency needs no approval', async ({ page }) => {
  const { accounts, tokens } = devnetInfo();
  const trader = accounts[TRADER]!;
  const [ethBefore, usdcBefore] = [await ethBalanceOnChain(trader.address), await tokenBalanceOnChain(tokens.usdc.address, trader.address)];
  const wallet = devWallet(trader);
  const sent: unknown[] = [];
  const counting: Pick<DevProvider, 'request'> = {
    request: (args) => {
      if (args.method === 'eth_sendTransaction' && Array.isArray(args.params)) sent.push(args.params[0]);
      return wallet.request(args);
    },
  };
  const quotedUsdc = await quoteSwap(page, counting, trader, 'ETH (Ether)', { label: `USDC (${tokens.usdc.name})`, symbol: 'USDC', decimals: tokens.usdc.decimals }, '0.5');
  await dialog(page, 'Swap').getByRole('button', { name: 'Swap', exact: true }).click();

  await expect(page.getByRole('status').getByText(/^Swapped 0\.5 ETH for about [\d.]+ USDC\./)).toBeVisible({ timeout: 30_000 });
  expect(sent).toEqual([expect.objectContaining({ value: `0x${parseEther('0.5').toString(16)}` })]);
  const spent = ethBefore - (await ethBalanceOnChain(trader.address));
  expect(spent).toBeGreaterThan(parseEther('0.5'));
  expect(spent).toBeLessThan(parseEther('0.51'));
  expectWithinSlippage((await tokenBalanceOnChain(tokens.usdc.address, trader.address)) - usdcBefore, quotedUsdc);
  wallet.destroy();
});
