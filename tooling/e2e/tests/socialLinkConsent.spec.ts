// Issue 30, point 4, in the person's browser: a new social identity whose verified email an
// account holds joins that account only with its consent, the code mailed to the address and typed
// in the wallet frame's own code screen; otherwise it gets a wallet of its own. The code never
// reaches the dApp's page.
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { failOnForeignRequests, localContext } from '../support/browser.js';
import { dappOriginContents, demoAddress, emailLogin, frameSessionToken, typeCodeInFrame, walletFrame } from '../support/embedded.js';
import { nextCode, readMailbox } from '../support/mailbox.js';
import { disconnect, openProvider, signInAtProvider } from '../support/socialLogin.js';

/** The frame's code screen as it asks for the link's code (its catalogue's words). */
const LINK_INTRO = 'This email has a wallet already. To sign in to it, enter the 6-digit code we emailed to';
const LINK_SUBJECT = 'Confirm the GitHub sign-in to your wallet';

failOnForeignRequests();

interface EmailAccount {
  email: string;
  address: string;
  /** Mails the address has received so far. */
  mails: number;
}

/** A person makes a wallet by email login in `page`'s browser, then signs out of it. */
async function emailAccount(page: Page, name: string): Promise<EmailAccount> {
  const email = `${name}.${Date.now()}@example.com`;
  await page.goto('/');
  // A new address on a new device: the device is approved by the mailed link first.
  await emailLogin(page, email, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // The address is told that a wallet was made for it (the first backup's notice).
  const [walletMade] = await readMailbox(email);
  expect(walletMade).toMatchObject({ subject: 'A wallet was made for your email' });
  await disconnect(page);
  return { email, address, mails: (await readMailbox(email)).length };
}

/**
 * The same person on another device of theirs (a browser context of its own, so a device key of its
 * own): the mails to it do not hold back the next mail to this browser's device key.
 */
async function onAnotherDevice<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await localContext(browser);
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The same person signs in with GitHub, giving the account's email; the frame asks for the link's code. Resolves with its code screen. */
async function gitHubAsksConsent(page: Page, context: BrowserContext, { email }: EmailAccount): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await signInAtProvider(await openProvider(page, context, 'github'), { name: 'Same Person', email });
  const screen = walletFrame(page).getByRole('dialog', { name: 'Confirm Email' });
  await expect(screen.getByText(LINK_INTRO)).toBeVisible();
  await expect(screen.getByText(email, { exact: true })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Continue with a new wallet instead' })).toBeVisible();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  return screen;
}

/**
 * The link's code, mailed to the account's address after its `mails` with the link's subject. When
 * the address's login code went to this browser's device key moments ago, the 30 s between mails
 * may hold it back: the screen then says so beside Resend code, and the person waits and resends.
 */
async function linkCode(screen: Locator, account: EmailAccount): Promise<string> {
  const heldBack = screen.getByText(/^Please try again after \d+ seconds$/);
  if (await heldBack.isVisible()) {
    expect(await readMailbox(account.email)).toHaveLength(account.mails);
    const seconds = Number(/(\d+) seconds/.exec((await heldBack.textContent()) ?? '')?.[1]);
    await screen.page().waitForTimeout(seconds * 1000 + 500);
    await screen.getByRole('button', { name: 'Resend code' }).click();
    await expect(screen.getByText('A new email is on its way.')).toBeVisible();
  }
  const { code, count } = await nextCode(account.email, account.mails);
  expect(count).toBe(account.mails + 1);
  expect((await readMailbox(account.email))[0]).toMatchObject({ to: account.email, subject: LINK_SUBJECT, code });
  return code;
}

test('a GitHub identity with the email of an existing account joins it with the code mailed there, and its next sign-in goes straight in', async ({ page, context }) => {
  test.setTimeout(120_000);
  const account = await emailAccount(page, 'consent');
  const screen = await gitHubAsksConsent(page, context, account);
  await typeCodeInFrame(page, 'Code', await linkCode(screen, account));
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(account.address);

  // The services know the identity now: GitHub signs in to the same wallet with nothing more to confirm and no mail.
  await disconnect(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await signInAtProvider(await openProvider(page, context, 'github'), { name: 'Same Person', email: account.email });
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(account.address);
  await expect(walletFrame(page).getByRole('dialog', { name: 'Confirm Email' })).toBeHidden();
  expect(await readMailbox(account.email)).toHaveLength(account.mails + 1);
});

test('a wrong link code is refused and links nothing; a new wallet instead is another address, and the email still reaches its own', async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  const account = await onAnotherDevice(browser, (other) => emailAccount(other, 'refused'));
  await page.goto('/');
  const screen = await gitHubAsksConsent(page, context, account);
  const code = await linkCode(screen, account);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await screen.getByLabel('Code', { exact: true }).fill(wrong);
  await expect(screen.getByRole('alert')).toHaveText('Invalid code');
  await expect(screen.getByLabel('Code', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');

  await screen.getByRole('button', { name: 'Continue with a new wallet instead' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const own = await demoAddress(page);
  expect(own).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(own.toLowerCase()).not.toBe(account.address.toLowerCase());

  // GitHub's identity is tied to its own wallet, and the email login still reaches the account's.
  await disconnect(page);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await signInAtProvider(await openProvider(page, context, 'github'), { name: 'Same Person', email: account.email });
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(own);
  await disconnect(page);
  await onAnotherDevice(browser, async (other) => {
    await other.goto('/');
    await emailLogin(other, account.email, account.mails + 1, true);
    await expect(other.getByTestId('demo-status')).toHaveText('connected');
    expect(await demoAddress(other)).toBe(account.address);
  });
});

test("the link's code goes only to the account's mailbox: the dApp's page never sees it, nor the session it opens", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const account = await onAnotherDevice(browser, (other) => emailAccount(other, 'mailbox'));
  await page.goto('/');
  // The dApp's page records every message posted to it from now on.
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    window.addEventListener('message', (event) => heard.push(`${event.origin} ${JSON.stringify(event.data)}`));
  });
  const screen = await gitHubAsksConsent(page, context, account);
  // Nothing on the dApp's page takes a code: the only field is the frame's.
  await expect(page.getByRole('dialog', { name: 'Social Login' }).getByRole('textbox')).toHaveCount(0);
  const code = await linkCode(screen, account);
  // The address's mailbox holds its login mails and the one link mail, all to the person.
  const mails = await readMailbox(account.email);
  expect(mails).toHaveLength(account.mails + 1);
  expect(mails.filter(({ to }) => to !== account.email)).toEqual([]);
  expect(mails.filter(({ subject }) => subject === LINK_SUBJECT)).toHaveLength(1);
  await typeCodeInFrame(page, 'Code', code);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(account.address);

  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  // The frame did talk to the page (so the recorder works): the connection's messages, with the address.
  expect(heard.join('\n').toLowerCase()).toContain(account.address.toLowerCase());
  const dappSide = [heard.join('\n'), await dappOriginContents(page), await page.evaluate(() => `${document.cookie}\n${document.body.innerText}`)].join('\n');
  // The code as a number of its own (other digits, such as timestamps, may hold its six in a row).
  expect(dappSide).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  expect(dappSide).not.toContain(await frameSessionToken(page));
});
