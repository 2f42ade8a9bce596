import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { onlyLocalRequests } from '../support/browser.js';
import { clippedTexts, untranslatedTexts } from '../support/pseudoText.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, TEST_WALLET } from '../support/testWallet.js';

// Read only: connects and signs nothing that lands on chain. The demo takes its locale from `?locale=`;
// en-XA is every message accented, marked ⟦…⟧ and 40 % longer, ar-XB the same right to left.
const ACCOUNT = 3;

const listingSchema = z.object({ data: z.array(z.object({ name: z.string() })) });
/** The wallet names of every listing page the page loads: data, as the services send it. */
const listedWallets = new Set<string>();

/** Names the page shows as data, never translated: networks, tokens, units, wallets, onramp providers, the name zone, brands, the app's name. */
function dataWords(): string[] {
  const { tokens } = devnetInfo();
  const tokenWords = Object.values(tokens).flatMap((token) => [token.name, token.symbol]);
  const words = [...tokenWords, ...listedWallets, TEST_WALLET.name, 'Latch Devnet', 'Solana Local', 'Latch demo', 'Solana', 'Ether', 'Gwei', 'Coinbase', 'Meld', 'latch.id'];
  const brands = ['WalletConnect', 'Farcaster', 'Google', 'GitHub', 'Apple', 'Facebook', 'Discord'];
  return [...words, ...brands].sort((a, b) => b.length - a.length);
}

const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Checks the open view: every visible text pseudo-localized, none clipped. Views fill in as data
 * arrives: the network settles first, unless the view long-polls (an email login waits on the services).
 */
async function expectLocalized(page: Page, view: string, { polls = false } = {}) {
  await expect(dialog(page)).toBeVisible();
  if (!polls) await page.waitForLoadState('networkidle');
  await expect(dialog(page).locator('.latch-skeleton')).toHaveCount(0);
  expect.soft(await untranslatedTexts(page, dataWords()), `untranslated text in ${view}`).toEqual([]);
  expect.soft(await clippedTexts(page), `clipped text in ${view}`).toEqual([]);
}

/** Opens the modal on the demo at `query` (its locale among it) with the test wallet installed for the read-only account. */
async function openModal(page: Page, query: string) {
  const account = devnetInfo().accounts[ACCOUNT]!;
  const wallet = devWallet(account);
  await installTestWallet(page, wallet);
  await page.goto(`/?${query}`);
  await page.locator('.latch-connect-button').click();
  return { account, wallet };
}

test.beforeEach(async ({ context, page }) => {
  test.setTimeout(90_000);
  await onlyLocalRequests(context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/getWallets') return;
    const listing = listingSchema.safeParse(await response.json().catch(() => null));
    for (const { name } of listing.data?.data ?? []) listedWallets.add(name);
  });
});

test('in the pseudo-locale, every view of connecting and of the account shows only translated text, none clipped', async ({ page }) => {
  const { account, wallet } = await openModal(page, 'locale=en-XA&features=legalCheckbox');
  await expectLocalized(page, 'Connect');

  // The legal checkbox comes first: until it is ticked, the wallets are disabled.
  await dialog(page).getByRole('checkbox').check();
  await dialog(page).getByRole('button', { name: /Áĺĺ Ŵáĺĺéţš/ }).click();
  await expectLocalized(page, 'AllWallets');
  await dialog(page).getByRole('button', { name: /Ɓáçķ/ }).click();

  await dialog(page).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
  await accountButton(page, account.address).click();
  for (const tab of [0, 1, 2]) {
    await dialog(page).getByRole('tab').nth(tab).click();
    await expectLocalized(page, `Account, tab ${tab + 1}`);
  }

  const features = () => dialog(page).getByRole('list', { name: /Ŵáĺĺéţ ƒéáţúŕéš/ }).getByRole('button');
  // Buy, Swap and Receive, each opened from Account and left with Back.
  for (const [index, view] of ['OnRamp', 'Swap', 'WalletReceive'].entries()) {
    await features().nth(index).click();
    await expectLocalized(page, view);
    await dialog(page).getByRole('button', { name: /Ɓáçķ/ }).click();
  }

  await dialog(page).getByRole('button', { name: /Çĥóóšé á ñáɱé/ }).click();
  await expectLocalized(page, 'RegisterAccountName');
  await dialog(page).getByRole('button', { name: /Ɓáçķ/ }).click();

  await dialog(page).getByRole('button', { name: /šŵíţçĥ ñéţŵóŕķ/ }).click();
  await expectLocalized(page, 'Networks');
  await dialog(page).getByRole('button', { name: /Ɓáçķ/ }).click();

  await features().nth(3).click();
  await expectLocalized(page, 'WalletSend');
  const send = dialog(page);
  await send.getByRole('radio').first().check();
  await send.getByRole('textbox', { name: /Áɱóúñţ/ }).fill('0.001');
  await send.getByRole('textbox', { name: /Ŕéçéíṽéŕ/ }).fill(devnetInfo().accounts[ACCOUNT + 1]!.address);
  await send.getByRole('button', { name: /Þŕéṽíéŵ/ }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Ŕéṽíéŵ Šéñđ/);
  await expectLocalized(page, 'WalletSendPreview');
  wallet.destroy();
});

test('in the pseudo-locale, signing in with the wallet (SIWX) shows only translated text, none clipped', async ({ page }) => {
  const { wallet } = await openModal(page, 'locale=en-XA&siwx=optional');
  await dialog(page).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Šíĝñ Íñ/);
  await expectLocalized(page, 'SIWXSignMessage');
  wallet.destroy();
});

test('in the pseudo-locale, a wallet on a network the app does not support is asked to switch in translated text, none clipped', async ({ page }) => {
  const { account, wallet } = await openModal(page, 'locale=en-XA');
  await dialog(page).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
  await expect(accountButton(page, account.address)).toBeVisible();
  // The wallet moves to OP Mainnet (chain 10), which the demo does not configure.
  await page.evaluate(() => (window as unknown as { __latchTestWalletEmit(e: string, p: unknown): void }).__latchTestWalletEmit('chainChanged', '0xa'));
  await expect(dialog(page)).toHaveAccessibleName(/Šŵíţçĥ Ñéţŵóŕķ/);
  await expectLocalized(page, 'UnsupportedChain');
  wallet.destroy();
});

test("in the pseudo-locale, WalletConnect's QR code and an email login's device step show only translated text, none clipped", async ({ page }) => {
  const { wallet } = await openModal(page, 'locale=en-XA');
  await dialog(page).getByRole('button', { name: /^WalletConnect/ }).click();
  await expect(dialog(page).getByRole('img', { name: /ǪŔ/ })).toBeVisible();
  await expectLocalized(page, 'ConnectingWalletConnect');
  await dialog(page).getByRole('button', { name: /Ɓáçķ/ }).click();

  await dialog(page).getByRole('textbox', { name: /Éɱáíĺ/ }).fill(`pseudo-${Date.now()}@example.com`);
  await dialog(page).getByRole('button', { name: /^⟦Çóñţíñúé ·+⟧$/ }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Ŕéĝíšţéŕ Đéṽíçé/);
  await expect(dialog(page).getByText(/Ţĥíš đéṽíçé íš ñéŵ/)).toBeVisible();
  await expectLocalized(page, 'EmailVerifyDevice', { polls: true });
  wallet.destroy();
});

test('in the right-to-left pseudo-locale, Connect and Account are mirrored, translated and unclipped', async ({ page }) => {
  const { account, wallet } = await openModal(page, 'locale=ar-XB');
  await expect(page.locator('.latch-overlay')).toHaveAttribute('dir', 'rtl');
  await expectLocalized(page, 'Connect, right to left');
  await dialog(page).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
  await accountButton(page, account.address).click();
  await expectLocalized(page, 'Account, right to left');
  wallet.destroy();
});
