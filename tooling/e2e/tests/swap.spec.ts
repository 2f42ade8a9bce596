import { expect, test, type Page } from '@playwright/test';
import { parseUnits } from 'ethers';
import { onlyLocalRequests } from '../support/browser.js';
import { tokenBalanceOnChain } from '../support/chain.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

// Dev account 1 swaps USDC for DAI on the devnet's Uniswap V2; no other spec reads its token balances.
const TRADER = 1;
const SELL = '10';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.beforeEach(async ({ context, page }) => {
  // Two transactions mined and waited for: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  await onlyLocalRequests(context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('swaps 10 USDC for DAI: the approval, then the swap, both signed in the wallet and landing on chain', async ({ page }) => {
  const { accounts, tokens } = devnetInfo();
  const trader = accounts[TRADER]!;
  const [usdcBefore, daiBefore] = [await tokenBalanceOnChain(tokens.usdc.address, trader.address), await tokenBalanceOnChain(tokens.dai.address, trader.address)];
  const wallet = devWallet(trader);
  await installTestWallet(page, wallet);
  await page.goto('/');
  await pickTestWallet(page);
  await accountButton(page, trader.address).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click();

  const swap = dialog(page, 'Swap');
  await swap.getByRole('combobox', { name: 'From' }).selectOption({ label: `USDC (${tokens.usdc.name})` });
  await swap.getByRole('combobox', { name: 'To' }).selectOption({ label: `DAI (${tokens.dai.name})` });
  await swap.getByRole('textbox', { name: 'Amount' }).fill(SELL);
  const quoted = swap.locator('dd', { hasText: /^≈ [\d.]+ DAI$/ });
  await expect(quoted).toBeVisible();
  const quotedDai = parseUnits((await quoted.textContent())!.replace(/^≈ | DAI$/g, ''), tokens.dai.decimals);
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();

  await expect(page.getByRole('status').getByText(/^Swapped 10 USDC for about [\d.]+ DAI\. Transaction 0x[0-9a-f]{4}…[0-9a-f]{4}$/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog(page, 'Account')).toBeVisible();
  expect(await tokenBalanceOnChain(tokens.usdc.address, trader.address)).toBe(usdcBefore - parseUnits(SELL, tokens.usdc.decimals));
  const received = (await tokenBalanceOnChain(tokens.dai.address, trader.address)) - daiBefore;
  // The quote was taken a block or two earlier; the swap may give less by the 1 % slippage tolerance, no more.
  expect(received).toBeGreaterThanOrEqual((quotedDai * 99n) / 100n);
  expect(received).toBeLessThanOrEqual(quotedDai);
  wallet.destroy();
});
