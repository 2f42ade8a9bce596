import { expect, test, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { dialog, expectLocalized, preparePseudoLocale } from '../support/pseudoLocale.js';
import { walletFrame } from '../support/embedded.js';
import { accountButton, devnetInfo, devWallet, holdingConnection, installTestWallet, TEST_WALLET } from '../support/testWallet.js';

// Read only, but for a name of its own registered in one test: connects and signs nothing else
// that lands on chain. The checks and the demo's locales: support/pseudoLocale.ts.
const ACCOUNT = 3;

failOnForeignRequests();

type Provider = Parameters<typeof installTestWallet>[1];

/**
 * Opens the modal on the demo at `query` (its locale among it) with a wallet installed: the test
 * wallet of the read-only account, unless `provider` answers instead, announced as `info`.
 */
async function openModal(page: Page, query: string, { provider, info }: { provider?: Provider; info?: Parameters<typeof installTestWallet>[2] } = {}) {
  const account = devnetInfo().accounts[ACCOUNT]!;
  const wallet = devWallet(account);
  await installTestWallet(page, provider ?? wallet, info);
  await page.goto(`/?${query}`);
  await page.locator('.latch-connect-button').click();
  return { account, wallet };
}

test.beforeEach(({ page }) => {
  test.setTimeout(90_000);
  preparePseudoLocale(page);
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

test('in the pseudo-locale, a wallet on a network the app does not support is asked to switch, and its refusal said, in translated text, none clipped', async ({ page }) => {
  // The wallet refuses every switch (EIP-1193's 4001), as a person who says no in it.
  const refusing: Provider = {
    request: (args) => (args.method === 'wallet_switchEthereumChain' ? Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) : wallet.request(args)),
  };
  const { account, wallet } = await openModal(page, 'locale=en-XA', { provider: refusing });
  await dialog(page).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
  await expect(accountButton(page, account.address)).toBeVisible();
  // The wallet moves to OP Mainnet (chain 10), which the demo does not configure.
  await page.evaluate(() => (window as unknown as { __latchTestWalletEmit(e: string, p: unknown): void }).__latchTestWalletEmit('chainChanged', '0xa'));
  await expect(dialog(page)).toHaveAccessibleName(/Šŵíţçĥ Ñéţŵóŕķ/);
  await expectLocalized(page, 'UnsupportedChain');
  await dialog(page).getByRole('button', { name: /Latch Devnet/ }).click();
  await expect(dialog(page).getByRole('alert')).toBeVisible();
  await expectLocalized(page, 'UnsupportedChain, the switch refused');
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
  await expect(walletFrame(page).getByRole('dialog', { name: /Ŕéĝíšţéŕ Đéṽíçé/ })).toBeVisible();
  await expectLocalized(page, 'EmailVerifyDevice', { polls: true, frame: true });
  wallet.destroy();
});

test("in the pseudo-locale, WalletConnect's basic mode (the app drives WalletConnect) shows only translated text, none clipped", async ({ page }) => {
  const { wallet } = await openModal(page, 'locale=en-XA&manualWCControl');
  await expect(dialog(page).getByText(/Šçáñ ŵíţĥ á ŴáĺĺéţÇóññéçţ ŵáĺĺéţ/)).toBeVisible();
  await expect(dialog(page).getByRole('img', { name: /ǪŔ/ })).toBeVisible();
  await expectLocalized(page, 'ConnectingWalletConnectBasic');
  wallet.destroy();
});

test('in the pseudo-locale, connecting a browser wallet picked in the listing, waiting and declined, shows only translated text, none clipped', async ({ page }) => {
  // The wallet announces itself as MetaMask and answers the connection only when told: picking
  // MetaMask in the listing waits on ConnectingExternal until the wallet declines.
  const held = holdingConnection({ request: (args) => wallet.request(args) });
  const { wallet } = await openModal(page, 'locale=en-XA', { provider: held.provider, info: { name: 'MetaMask', rdns: 'io.metamask' } });
  await page.waitForLoadState('networkidle');
  await dialog(page).getByRole('button', { name: /Áĺĺ Ŵáĺĺéţš/ }).click();
  await dialog(page).getByRole('searchbox', { name: /Šéáŕçĥ ŵáĺĺéţš/ }).fill('MetaMask');
  await expectLocalized(page, 'AllWallets, search results');
  await dialog(page).getByRole('button', { name: /^MetaMask/ }).first().click();
  await expect(dialog(page).getByText(/Çóñţíñúé íñ MetaMask/)).toBeVisible();
  await expectLocalized(page, 'ConnectingExternal');
  await held.decline();
  await expect(dialog(page).getByRole('button', { name: /Ţŕý áĝáíñ/ })).toBeVisible();
  await expectLocalized(page, 'ConnectingExternal, declined');
  wallet.destroy();
});

test("in the pseudo-locale, a social login (its wait and a closed provider window) and Farcaster's sign-in show only translated text, none clipped", async ({ page, context }) => {
  const { wallet } = await openModal(page, 'locale=en-XA');
  // The wallet frame's own screens lie over these views, in the modal's locale: each is checked with its view.
  await dialog(page).getByRole('button', { name: /Çóñţíñúé ŵíţĥ Google/ }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Šóçíáĺ Ĺóĝíñ/);
  const google = walletFrame(page).getByRole('dialog', { name: /Šíĝñ íñ ŵíţĥ Google/ });
  await expect(google.getByRole('button', { name: /Çóñţíñúé ŵíţĥ Google/ })).toBeEnabled();
  await expectLocalized(page, 'ConnectingSocial', { polls: true, frame: true });
  const [popup] = await Promise.all([context.waitForEvent('page'), google.getByRole('button', { name: /Çóñţíñúé ŵíţĥ Google/ }).click()]);
  await popup.close();
  await expect(google.getByRole('alert')).toBeVisible();
  await expectLocalized(page, 'ConnectingSocial, the window closed', { polls: true, frame: true });
  await dialog(page).getByRole('button', { name: /Ɓáçķ/ }).click();

  await dialog(page).getByRole('button', { name: /Ṁóŕé šóçíáĺ ĺóĝíñš/ }).click();
  // The frame's screen of the social login left behind still waits on the services: no network idle here.
  await expectLocalized(page, 'Connect, more social logins', { polls: true });
  await dialog(page).getByRole('button', { name: /Çóñţíñúé ŵíţĥ Farcaster/ }).click();
  await expect(walletFrame(page).getByRole('dialog', { name: /Šíĝñ íñ ŵíţĥ Ƒáŕçášţéŕ/ }).getByRole('img', { name: /ǪŔ çóđé ƒóŕ šíĝñíñĝ íñ/ })).toBeVisible();
  await expectLocalized(page, 'ConnectingFarcaster', { polls: true, frame: true });
  wallet.destroy();
});

test('in the pseudo-locale, registering a name ends on a translated RegisterAccountNameSuccess, none clipped', async ({ page }) => {
  // An account of its own: a name is for keeps. The label is digits, which are data in any locale.
  const { address, privateKey } = Wallet.createRandom();
  const wallet = devWallet({ address, privateKey });
  await openModal(page, 'locale=en-XA', { provider: wallet });
  await dialog(page).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
  await accountButton(page, address).click();
  await dialog(page).getByRole('button', { name: /Çĥóóšé á ñáɱé/ }).click();
  await dialog(page).getByRole('textbox', { name: /Ñáɱé/ }).fill(String(Date.now()));
  await expect(dialog(page).getByText(/íš áṽáíĺáƀĺé/)).toBeVisible();
  await dialog(page).getByRole('button', { name: /^⟦Ŕéĝíšţéŕ ·+⟧$/ }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Ñáɱé Ŕéĝíšţéŕéđ/);
  await expectLocalized(page, 'RegisterAccountNameSuccess');
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
