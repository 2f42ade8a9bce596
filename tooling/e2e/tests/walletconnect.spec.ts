import { expect, test, type Page } from '@playwright/test';
import { verifyMessage } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { sampleWallet } from '../support/sampleWallet.js';
import { accountButton, devnetInfo } from '../support/testWallet.js';

failOnForeignRequests();

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens All Wallets, finds Rainbow by search, and returns the URI the Copy link action puts on the clipboard. */
async function copyRainbowUri(page: Page): Promise<string> {
  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('  rainbow ');
  await dialog(page).getByRole('button', { name: /^Rainbow/ }).click();
  await expect(dialog(page).getByRole('heading', { name: 'WalletConnect' })).toBeVisible();
  const copy = dialog(page).getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeEnabled();
  await copy.click();
  await expect(dialog(page).getByText('Link copied')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('All Wallets keeps at most 60 rows of the full registry, and the sample wallet connects through the copied URI and signs', async ({ page }) => {
  const account = devnetInfo().accounts[4]!;
  const wallet = await sampleWallet(4);
  wallet.setAutoApprove(true);
  try {
    await page.goto('/?siwx=optional');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page).getByRole('button', { name: /All Wallets/ }).click();
    const list = dialog(page).getByRole('list', { name: 'Wallets' });
    // The first page of 40 (the featured wallets can show before it): scrolling starts from there.
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '40');
    // Scroll to the end a few times: pages of 40 come in, the rows in the DOM stay few.
    for (let page_ = 0; page_ < 4; page_++) {
      await list.evaluate((element) => element.parentElement!.scrollTo({ top: element.parentElement!.scrollHeight }));
      await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(40 * (page_ + 2)));
      expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(60);
    }

    const uri = await copyRainbowUri(page);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair(uri);

    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await expect(signIn).toBeVisible({ timeout: 20_000 });
    await signIn.getByRole('button', { name: 'Sign' }).click();
    await expect(page.getByTestId('demo-signed-in')).toHaveText('yes', { timeout: 20_000 });
    await expect(accountButton(page, account.address)).toBeVisible();
    const [session] = await page.evaluate(() => JSON.parse(localStorage.getItem('@latch/siwx-sessions') ?? '[]'));
    expect(verifyMessage(session.message, session.signature)).toBe(account.address);
    const recent = await page.evaluate(() => localStorage.getItem('@latch/recentWallets') ?? '');
    expect(recent).toContain('Rainbow');
  } finally {
    await wallet.stop();
  }
});

test('a wallet that rejects the pairing shows it in the view, and Try again pairs anew', async ({ page }) => {
  const account = devnetInfo().accounts[5]!;
  const wallet = await sampleWallet(5);
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await dialog(page).getByRole('button', { name: /All Wallets/ }).click();
    const first = await copyRainbowUri(page);
    // Only the first proposal is refused; the one after Try again is approved automatically.
    const rejected = new Promise<void>((resolve) => {
      const stop = wallet.onProposal((proposal) => {
        stop();
        void wallet.reject(proposal.id).then(resolve);
      });
    });
    await wallet.pair(first);
    await rejected;
    await expect(dialog(page).getByRole('alert')).toBeVisible({ timeout: 20_000 });
    await dialog(page).getByRole('button', { name: 'Try again' }).click();

    wallet.setAutoApprove(true);
    const copy = dialog(page).getByRole('button', { name: 'Copy link' });
    await expect(copy).toBeEnabled();
    await copy.click();
    const second = await page.evaluate(() => navigator.clipboard.readText());
    expect(second).not.toBe(first);
    await wallet.pair(second);
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    await expect(accountButton(page, account.address)).toBeVisible();
  } finally {
    await wallet.stop();
  }
});

test('a person copies the demo’s WalletConnect link into the sample wallet page, approves there, and the demo is connected', async ({ page, context }) => {
  const account = devnetInfo().accounts[6]!;
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page).getByRole('button', { name: /^WalletConnect/ }).click();
  const copy = dialog(page).getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeEnabled();
  await copy.click();
  const uri = await page.evaluate(() => navigator.clipboard.readText());

  const walletPage = await context.newPage();
  await walletPage.goto(`${process.env.LATCH_E2E_SAMPLE_WALLET}/?account=6`);
  await expect(walletPage.getByText(account.address)).toBeVisible();
  await walletPage.getByLabel('Pairing URI').fill(uri);
  await walletPage.getByRole('button', { name: 'Pair' }).click();
  await walletPage.getByRole('button', { name: /^Approve/ }).first().click({ timeout: 20_000 });

  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
  await expect(accountButton(page, account.address)).toBeVisible();
  await expect(walletPage.getByRole('heading', { name: 'Sessions' })).toBeVisible();
});
