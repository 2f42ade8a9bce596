import { expect, test, type Page } from '@playwright/test';
import { STAND_IN_PROVIDERS } from '@latch/devnet';
import { formatEther } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { ethBalanceOnChain } from '../support/chain.js';
import { attackerClient } from '../support/attacker.js';
import { dappOriginContents, demoAddress, emailLogin, frameSessionToken, walletFrame } from '../support/embedded.js';
import { openProvider, signInAtProvider } from '../support/socialLogin.js';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The social provider as the dApp's page keeps it: in Latch's storage and on the account (SPEC 4). */
const socialProviderSaved = (page: Page) =>
  page.evaluate(() => ({
    stored: localStorage.getItem('@latch/socialProvider'),
    account: (window as unknown as { latch: { getState(): { accounts: { eip155?: { socialProvider?: string } } } } }).latch.getState().accounts.eip155?.socialProvider ?? null,
  }));

failOnForeignRequests();

test('each of the six social providers logs in to a funded embedded wallet through the local identity world', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  for (const provider of STAND_IN_PROVIDERS) {
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const popup = await openProvider(page, context, provider);
    // The provider's answer at the services' callback: a redirect's query, or Apple's form post (form_post).
    const answers: URLSearchParams[] = [];
    popup.on('request', (request) => {
      if (!request.url().includes('/auth/callback/')) return;
      answers.push(request.method() === 'POST' ? new URLSearchParams(request.postData() ?? '') : new URL(request.url()).searchParams);
    });
    await signInAtProvider(popup, { name: `Ada ${provider}`, email: `ada.${provider}.${Date.now()}@example.com` });
    await expect(page.getByTestId('demo-status')).toHaveText('connected');
    expect(answers).toHaveLength(1);
    // The code and state the provider sent to the callback never reach the dApp's page: not its storage, not Latch's state.
    const secrets = [answers[0]!.get('code')!, answers[0]!.get('state')!];
    expect(secrets.every((secret) => /^[\w-]{20,}$/.test(secret))).toBe(true);
    // Nor does the session token the frame holds: not the page's storage, its IndexedDB, its cookies, Latch's state.
    secrets.push(await frameSessionToken(page));
    const dappSide = [await dappOriginContents(page), await page.evaluate(() => document.cookie)].join('\n');
    for (const secret of secrets) expect(dappSide).not.toContain(secret);
    // SPEC 4: the social provider is saved while connected, and cleared on disconnect.
    expect(await socialProviderSaved(page)).toEqual({ stored: JSON.stringify(provider), account: provider });
    const address = await demoAddress(page);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await expect.poll(() => popup.isClosed()).toBe(true);
    // A new wallet, funded by the devnet's faucet: its balance on the chain is what the Account shows.
    const funded = await ethBalanceOnChain(address);
    expect(funded).toBeGreaterThan(0n);
    await page.getByRole('button', { name: /0x/ }).click();
    await expect(dialog(page, 'Account').getByTestId('latch-balance')).toHaveText(`${formatEther(funded).replace(/\.0$/, '')} ETH`);
    // Sign out before the next provider.
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
    expect(await socialProviderSaved(page)).toEqual({ stored: null, account: null });
    // Disconnect leaves the modal on Connect; the next round starts from the page's button.
    await page.keyboard.press('Escape');
  }
});

test('a window the person closes, or a consent denied, is said on the frame\'s screen, which offers another try; Back leaves no account', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const closed = await openProvider(page, context, 'google');
  await closed.close();
  const google = walletFrame(page).getByRole('dialog', { name: 'Sign in with Google' });
  await expect(google.getByRole('alert')).toHaveText('The sign-in window was closed before the login finished.');
  await expect(google.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await dialog(page, 'Social Login').getByRole('button', { name: 'Back' }).click();

  const denied = await openProvider(page, context, 'github');
  await signInAtProvider(denied, { name: 'Bo', email: `bo.${Date.now()}@example.com` }, 'Deny');
  await expect(walletFrame(page).getByRole('dialog', { name: 'Sign in with GitHub' }).getByRole('alert')).toHaveText('The sign-in with GitHub was cancelled');
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  await dialog(page, 'Social Login').getByRole('button', { name: 'Back' }).click();
  await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google', exact: true })).toBeEnabled();
});

test("a login a hostile page's server started, opened by that page and approved by the person, gives its server nothing", async ({ page, context }) => {
  // The hostile page is the demo's own origin, which the project allows: it holds every script it likes.
  const email = `victim.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await signInAtProvider(await openProvider(page, context, 'github'), { name: 'Victim', email });
  await expect(page.getByTestId('demo-status')).toHaveText('connected');

  const attacker = await attackerClient();
  const started = await attacker.startSocial('github');
  expect(started.status).toBe(200);
  const { authorizationUrl, state } = started.body as { authorizationUrl: string; state: string };
  // The page listens for anything posted to it, then opens the provider's window itself.
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    window.addEventListener('message', (event) => seen.push({ origin: event.origin, data: event.data as unknown }));
  });
  const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((url) => void window.open(url, '_blank', 'popup,width=480,height=640'), authorizationUrl)]);
  await popup.waitForLoadState();
  await signInAtProvider(popup, { name: 'Victim', email });
  await expect(popup.getByRole('heading', { name: 'Signed in with GitHub' })).toBeVisible();

  const completed = await attacker.completeSocial(state);
  expect(completed).toEqual({ status: 403, body: { message: 'This sign-in finishes only in the wallet window that opened it: start it again there' } });
  expect(JSON.stringify(completed.body)).not.toMatch(/token/);
  // The callback page posted its completion to its opener for the frame's origin only: the page got nothing of it.
  const seen = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
  expect(JSON.stringify(seen)).not.toContain('@latch-social/CALLBACK');
  // And the login is spent: it never yields a session later.
  expect((await attacker.completeSocial(state)).status).toBe(410);
});

test('Google, then email login with the same verified address, reach the same wallet', async ({ page, context }) => {
  const email = `same.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await signInAtProvider(await openProvider(page, context, 'google'), { name: 'Same Person', email });
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const viaGoogle = await demoAddress(page);
  await page.getByRole('button', { name: /0x/ }).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  await page.keyboard.press('Escape');

  await emailLogin(page, email, 0, false);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(viaGoogle);
});
