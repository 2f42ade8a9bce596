import { expect, test, type Page } from '@playwright/test';
import { MOBILE_LINK_EXCEPTIONS, unsafeWalletLink, walletLinkSchemeNotListed } from '@latch/core/internal';
import { walletsResponseSchema, type Wallet } from '@latch/core/api';
import { failOnForeignRequests, onlyLocalRequests } from '../support/browser.js';
import { ANDROID_CHROME, ANDROID_TELEGRAM, changeListing, IPHONE_SAFARI, pairingUriOf, watchAppLinks, type AppLinks } from '../support/phones.js';
import { sampleWallet } from '../support/sampleWallet.js';
import { accountButton, devnetInfo } from '../support/testWallet.js';

const WC_URI = /^wc:[0-9a-f]{64}@2\?/;
/** The sample wallet page's account when its URL names none (apps/devnet/sample-wallet). */
const SAMPLE_PAGE_ACCOUNT = 9;

const dialog = (page: Page) => page.getByRole('dialog');

async function openAllWallets(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).tap();
  await dialog(page).getByRole('button', { name: /All Wallets/ }).tap();
}

async function search(page: Page, text: string): Promise<void> {
  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill(text);
}

/** Taps `name`'s row of All Wallets (the first rows hold the best-known wallets), then its Open button once the pairing is ready. */
async function openWallet(page: Page, name: string, tap: AppLinks['tap'] = (target) => target.tap()): Promise<void> {
  await tap(dialog(page).getByRole('button', { name: new RegExp(`^${name}`) }));
  const open = dialog(page).getByRole('button', { name: `Open ${name}` });
  await expect(open).toBeEnabled();
  await tap(open);
}

/** Opens `name` from All Wallets and returns the app link the page asked the phone to follow. */
async function appLinkOf(page: Page, { links, tap }: AppLinks, name: string): Promise<string> {
  const seen = links.length;
  await openWallet(page, name, tap);
  await expect.poll(() => links.length).toBe(seen + 1);
  return links[seen]!;
}

test.describe(IPHONE_SAFARI.name, () => {
  test.use(IPHONE_SAFARI.use);
  failOnForeignRequests();

  test('All Wallets lists what a phone can open: wallets with a mobile link, and Coinbase and Phantom without one', async ({ page, context }) => {
    // Two wallets lose their app link on the way from the services: Rainbow drops out, Coinbase Wallet is a named exception.
    await changeListing(context, { rainbow: { mobile_link: null }, coinbase: { mobile_link: null } });
    await openAllWallets(page);

    const answer = page.waitForResponse((response) => new URL(response.url()).searchParams.get('search') === 'safe');
    await search(page, 'safe');
    const { data } = walletsResponseSchema.parse(await (await answer).json());
    const forPhones = data.filter((wallet: Wallet) => wallet.mobile_link || (MOBILE_LINK_EXCEPTIONS as readonly string[]).includes(wallet.rdns ?? ''));
    expect(forPhones.length).toBeLessThan(data.length);
    const results = dialog(page).getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(forPhones.length));
    await expect(results.getByRole('button', { name: /^SafePal/ })).toBeVisible();
    await expect(results.getByRole('button', { name: /^Safe\{Wallet\}/ })).toHaveCount(0);

    await search(page, 'coinbase');
    await expect(dialog(page).getByRole('list', { name: 'Search results' }).getByRole('button', { name: /^Coinbase Wallet/ })).toBeVisible();
    await search(page, 'rainbow');
    await expect(dialog(page).getByText('No wallet matches “rainbow”.')).toBeVisible();
  });

  test('a wallet row opens that wallet’s app with the pairing; on iOS Safari the next wallet gets the same pairing, and the wallet connects with it', async ({ page }) => {
    const appLinks = await watchAppLinks(page);
    const account = devnetInfo().accounts[8]!;
    const wallet = await sampleWallet(8);
    wallet.setAutoApprove(true);
    try {
      await openAllWallets(page);
      const rainbow = await appLinkOf(page, appLinks, 'Rainbow');
      expect(rainbow).toMatch(/^rainbow:\/\/wc\?uri=/);
      const uri = pairingUriOf(rainbow);
      expect(uri).toMatch(WC_URI);
      // The page stays: the app link went to the phone, not into this tab.
      await expect(dialog(page).getByRole('heading', { name: 'WalletConnect' })).toBeVisible();

      // Back from the app without connecting, the person tries another wallet.
      await appLinks.tap(dialog(page).getByRole('button', { name: 'Back' }));
      const metaMask = await appLinkOf(page, appLinks, 'MetaMask');
      expect(metaMask).toMatch(/^metamask:\/\/wc\?uri=/);
      expect(pairingUriOf(metaMask)).toBe(uri);

      // The wallet app takes the URI it was handed.
      await wallet.pair(uri);
      await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 });
      await expect(accountButton(page, account.address)).toBeVisible();
    } finally {
      await wallet.stop();
    }
  });
});

for (const phone of [ANDROID_TELEGRAM, ANDROID_CHROME]) {
  test.describe(phone.name, () => {
    test.use(phone.use);
    failOnForeignRequests();

    test(`the next wallet the person tries gets ${phone.reusesPairing ? 'the same pairing (SPEC 4)' : 'a new pairing'}`, async ({ page }) => {
      const appLinks = await watchAppLinks(page);
      await openAllWallets(page);
      const first = pairingUriOf(await appLinkOf(page, appLinks, 'Rainbow'));
      await appLinks.tap(dialog(page).getByRole('button', { name: 'Back' }));
      const second = pairingUriOf(await appLinkOf(page, appLinks, 'MetaMask'));
      expect([first, second]).toEqual([expect.stringMatching(WC_URI), expect.stringMatching(WC_URI)]);
      if (phone.reusesPairing) expect(second).toBe(first);
      else expect(second).not.toBe(first);
    });
  });
}

test.describe(`${ANDROID_CHROME.name}, universal links`, () => {
  test.use(ANDROID_CHROME.use);

  test('a universal link opens in a new tab with the pairing: one to another host is seen and stopped, one on this machine reaches the sample wallet, which connects; a scheme the listing names in no app link (an Android intent) opens nothing', async ({ page, context }) => {
    const aborted = onlyLocalRequests(context);
    const { links } = await watchAppLinks(page);
    const sampleWalletUrl = process.env.LATCH_E2E_SAMPLE_WALLET ?? '';
    await changeListing(context, {
      rainbow: { mobile_link: 'https://rnbwapp.com/' },
      metamask: { mobile_link: `${sampleWalletUrl}/` },
      zerion: { mobile_link: 'intent://wc#Intent;scheme=zerion;package=io.zerion.android;end' },
    });
    await openAllWallets(page);

    // Nothing may leave this machine: the wallet's site is only asked for, and the request is stopped.
    const foreignTab = context.waitForEvent('page');
    await openWallet(page, 'Rainbow');
    const tab = await foreignTab;
    await expect.poll(() => aborted.find((url) => new URL(url).hostname === 'rnbwapp.com')).toBeDefined();
    // The person comes back to the dApp's tab; while the other one is in front, this one draws a frame a second.
    await tab.close();
    const foreign = new URL(aborted.find((url) => new URL(url).hostname === 'rnbwapp.com')!);
    expect(foreign.pathname).toBe('/wc');
    const uri = foreign.searchParams.get('uri') ?? '';
    expect(uri).toMatch(WC_URI);

    await dialog(page).getByRole('button', { name: 'Back' }).tap();
    await search(page, 'Zerion');
    await openWallet(page, 'Zerion');
    await expect(page.getByText(unsafeWalletLink(walletLinkSchemeNotListed('intent')).text)).toBeVisible();
    await expect(dialog(page).getByText('Zerion can’t be opened from here. Scan the QR code or copy the link instead.')).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Back' }).tap();
    const walletTab = context.waitForEvent('page');
    await openWallet(page, 'MetaMask');
    const walletPage = await walletTab;
    await walletPage.waitForURL(/\/wc\?uri=/);
    const opened = new URL(walletPage.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(`${sampleWalletUrl}/wc`);
    expect(opened.searchParams.get('uri')).toMatch(WC_URI);
    const account = devnetInfo().accounts[SAMPLE_PAGE_ACCOUNT]!;
    await expect(walletPage.getByText(account.address)).toBeVisible();
    await walletPage.getByRole('button', { name: /^Approve/ }).first().click({ timeout: 20_000 });
    await expect(dialog(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(accountButton(page, account.address)).toBeVisible();

    expect(links).toEqual([]);
    expect(aborted.every((url) => new URL(url).hostname === 'rnbwapp.com')).toBe(true);
  });
});
