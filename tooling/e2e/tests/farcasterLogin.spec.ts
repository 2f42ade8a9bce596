import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { attackerClient } from '../support/attacker.js';
import { failOnForeignRequests, localContext } from '../support/browser.js';
import { ethBalanceOnChain } from '../support/chain.js';
import { dappOriginContents, demoAddress, walletFrame } from '../support/embedded.js';
import { accountButton } from '../support/testWallet.js';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** The wallet frame's Farcaster screen, which the modal lays over ConnectingFarcaster. */
const farcasterScreen = (page: Page) => walletFrame(page).getByRole('dialog', { name: 'Sign in with Farcaster' });

/** Connect, More, Farcaster: the link on the frame's own screen once its QR code shows. */
async function openFarcaster(page: Page): Promise<string> {
  const connect = dialog(page, 'Connect Wallet');
  await connect.getByRole('button', { name: 'More social logins' }).click();
  await connect.getByRole('button', { name: 'Continue with Farcaster', exact: true }).click();
  await expect(dialog(page, 'Farcaster')).toBeVisible();
  // The dApp's page shows no link and no code: they are the frame's.
  await expect(dialog(page, 'Farcaster').getByRole('link')).toHaveCount(0);
  const screen = farcasterScreen(page);
  await expect(screen.getByRole('img', { name: 'QR code for signing in with Farcaster' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  return (await screen.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')) ?? '';
}

/** The person's Farcaster app: the sample wallet's Farcaster tab, custody key of dev account `account`, approving `link`. */
async function approveInFarcaster(context: BrowserContext, link: string, account = 0): Promise<void> {
  const sampleWalletUrl = process.env.LATCH_E2E_SAMPLE_WALLET;
  if (!sampleWalletUrl) throw new Error('LATCH_E2E_SAMPLE_WALLET is not set: the suite starts the sample wallet in its global setup.');
  const wallet = await context.newPage();
  await wallet.goto(`${sampleWalletUrl}/?account=${account}&farcaster=${encodeURIComponent(link)}`);
  await expect(wallet.getByRole('tab', { name: 'Farcaster' })).toHaveAttribute('aria-selected', 'true');
  const tab = wallet.getByRole('tabpanel', { name: 'Farcaster' });
  await expect(tab.getByText(`Sign in to ${new URL(link).searchParams.get('domain')}`)).toBeVisible();
  await tab.getByRole('button', { name: 'Sign in with Farcaster' }).click();
  await expect(wallet.getByRole('status')).toContainText('Signed in to');
  await wallet.close();
}

failOnForeignRequests();

test("Farcaster: the frame's link, approved in the sample wallet's Farcaster tab and the account confirmed in the frame, connects a funded embedded wallet; leaving the view drops the link", async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();

  // Leaving the view ends the frame's link (SPEC 2); coming back makes a new one.
  const left = await openFarcaster(page);
  await dialog(page, 'Farcaster').getByRole('button', { name: 'Back' }).click();
  await expect(dialog(page, 'Connect Wallet')).toBeVisible();
  const link = await openFarcaster(page);
  expect(link).not.toBe(left);
  expect(new URL(link).searchParams.get('domain')).toBe(new URL(process.env.LATCH_E2E_WALLET_FRAME!).host);

  // Someone else's account first (their Farcaster app scanned the code): "Not me", and a new link shows.
  await approveInFarcaster(context, link, 1);
  await expect(farcasterScreen(page).getByText('Signed in as @latch-dev-1')).toBeVisible();
  await farcasterScreen(page).getByRole('button', { name: 'Not me' }).click();
  const fresh = (await farcasterScreen(page).getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')) ?? '';
  expect(fresh).not.toBe(link);
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');

  await approveInFarcaster(context, fresh, 0);
  await farcasterScreen(page).getByRole('button', { name: 'Continue as @latch-dev-0' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(await ethBalanceOnChain(address)).toBeGreaterThan(0n);
  // Neither the session's bearer token nor a sign-in link reaches the dApp's origin.
  const dappSide = await dappOriginContents(page);
  expect(dappSide).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);
  for (const shown of [left, link, fresh]) expect(dappSide).not.toContain(new URL(shown).searchParams.get('channelToken'));
  // Core knows who logged in: the Farcaster username the app approved with, and no email.
  const user = await page.evaluate(() => (window as unknown as { latch: { getState(): { accounts: { eip155?: { user?: unknown } } } } }).latch.getState().accounts.eip155?.user);
  expect(user).toMatchObject({ username: 'latch-dev-0', email: null });
});

test("a channel a hostile page's server made (its own key, its QR code on the page), approved by the person, gives that server no session, no backup, no wrap key; the person's browser signs in again, another browser does not", async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  // The person's wallet: a Farcaster sign-in in the frame, which makes and backs up the account's keys.
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await approveInFarcaster(context, await openFarcaster(page), 2);
  await farcasterScreen(page).getByRole('button', { name: 'Continue as @latch-dev-2' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);

  // The hostile page shows a link its server made; the person's Farcaster app approves it.
  const attacker = await attackerClient();
  const channel = await attacker.createFarcasterChannel();
  expect(channel.status).toBe(201);
  const { channelToken, url } = channel.body as { channelToken: string; url: string };
  await page.evaluate((link) => {
    const shown = Object.assign(document.createElement('a'), { href: link, textContent: 'Sign in with Farcaster' });
    document.body.append(shown);
  }, url);
  await approveInFarcaster(context, url, 2);
  // The account has no email and no passkey: a device new to it gets no session by a Farcaster approval.
  const refused = await attacker.completeFarcaster(channelToken, { confirm: true });
  expect(refused).toMatchObject({ status: 409, body: { messageId: 'farcasterNewDevice' } });
  expect(JSON.stringify(refused.body)).not.toMatch(/token|userId|eyJ/);
  expect((await attacker.completeFarcaster(channelToken, { confirm: true })).status).toBe(410);
  for (const read of [attacker.keyBackup(''), attacker.wrapKey('')]) {
    const answer = await read;
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer.body)).not.toMatch(/ciphertext|wrapKey/);
  }

  // The person's own browser signs in again: a device the account knows, the same wallet at once.
  await accountButton(page, address).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  // Disconnect leaves the Connect Wallet view open.
  await expect(dialog(page, 'Connect Wallet')).toBeVisible();
  await approveInFarcaster(context, await openFarcaster(page), 2);
  await farcasterScreen(page).getByRole('button', { name: 'Continue as @latch-dev-2' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(address);

  // Another browser gets no session either: the frame says why in words, and offers Try again.
  const elsewhere = await localContext(browser);
  const other = await elsewhere.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Connect Wallet' }).click();
  await approveInFarcaster(elsewhere, await openFarcaster(other), 2);
  await farcasterScreen(other).getByRole('button', { name: 'Continue as @latch-dev-2' }).click();
  await expect(farcasterScreen(other).getByRole('alert')).toHaveText('Your wallet does not open on a new device by Farcaster alone: open it where you made it');
  await expect(farcasterScreen(other).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(other.getByTestId('demo-status')).toHaveText('disconnected');
  await elsewhere.close();
});
