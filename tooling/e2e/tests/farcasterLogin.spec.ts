import { expect, test, type Page } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { ethBalanceOnChain } from '../support/chain.js';
import { dappOriginContents, demoAddress } from '../support/embedded.js';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** The Farcaster link the modal keeps as the account's farcasterUrl (SPEC 3). */
const farcasterUrl = (page: Page) => page.evaluate(() => (window as unknown as { latch: { getState(): { accounts: { eip155?: { farcasterUrl?: string } } } } }).latch.getState().accounts.eip155?.farcasterUrl ?? null);

/** Connect, More, Farcaster: the ConnectingFarcaster view's link once its QR code shows. */
async function openFarcaster(page: Page): Promise<string> {
  const connect = dialog(page, 'Connect Wallet');
  await connect.getByRole('button', { name: 'More social logins' }).click();
  await connect.getByRole('button', { name: 'Continue with Farcaster', exact: true }).click();
  const view = dialog(page, 'Farcaster');
  await expect(view.getByRole('img', { name: 'QR code for signing in with Farcaster' })).toBeVisible();
  await expect(view.getByRole('button', { name: 'Copy link' })).toBeVisible();
  return (await view.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')) ?? '';
}

failOnForeignRequests();

test("Farcaster: the QR code's link, approved in the sample wallet's Farcaster tab, connects a funded embedded wallet; leaving the view drops the link", async ({ page, context }) => {
  test.setTimeout(90_000);
  const sampleWalletUrl = process.env.LATCH_E2E_SAMPLE_WALLET;
  if (!sampleWalletUrl) throw new Error('LATCH_E2E_SAMPLE_WALLET is not set: the suite starts the sample wallet in its global setup.');
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();

  // Leaving the view while disconnected drops the link (SPEC 2); coming back makes a new one.
  const left = await openFarcaster(page);
  expect(await farcasterUrl(page)).toBe(left);
  await dialog(page, 'Farcaster').getByRole('button', { name: 'Back' }).click();
  await expect(dialog(page, 'Connect Wallet')).toBeVisible();
  expect(await farcasterUrl(page)).toBeNull();
  const link = await openFarcaster(page);
  expect(link).not.toBe(left);
  expect(new URL(link).searchParams.get('domain')).toBe(new URL(process.env.LATCH_E2E_WALLET_FRAME!).host);

  // The person's Farcaster app: the sample wallet's Farcaster tab, with dev account 0 as the custody key.
  const wallet = await context.newPage();
  await wallet.goto(`${sampleWalletUrl}/?account=0&farcaster=${encodeURIComponent(link)}`);
  await expect(wallet.getByRole('tab', { name: 'Farcaster' })).toHaveAttribute('aria-selected', 'true');
  const tab = wallet.getByRole('tabpanel', { name: 'Farcaster' });
  await expect(tab.getByText(`Sign in to ${new URL(link).searchParams.get('domain')}`)).toBeVisible();
  await tab.getByRole('button', { name: 'Sign in with Farcaster' }).click();
  await expect(wallet.getByRole('status')).toContainText('Signed in to');

  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(await ethBalanceOnChain(address)).toBeGreaterThan(0n);
  // The session's bearer token never reaches the dApp's origin: only the link it showed.
  const dappSide = await dappOriginContents(page);
  expect(dappSide).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
  // Core knows who logged in: the Farcaster username the app approved with, and no email.
  const user = await page.evaluate(() => (window as unknown as { latch: { getState(): { accounts: { eip155?: { user?: unknown } } } } }).latch.getState().accounts.eip155?.user);
  expect(user).toMatchObject({ username: 'latch-dev-0', email: null });
});
