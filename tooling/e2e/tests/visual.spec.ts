import { expect, test, type Locator, type Page } from '@playwright/test';
import { setEthBalance } from '@latch/devnet';
import { id as hashOfText, Wallet } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { approveDeviceByLink, demoAddress, typeCodeInFrame, typeUpdateCode, updateCodeScreen, walletFrame } from '../support/embedded.js';
import { nextCode, nextLink } from '../support/mailbox.js';
import { localhostDemo, onLocalhost, virtualAuthenticator } from '../support/passkeys.js';
import { accountButton, devnetInfo, devWallet, holdingConnection, installTestWallet, pickTestWalletInConnect } from '../support/testWallet.js';

failOnForeignRequests();

// Every view of the modal (ui's views/registry.ts), in the shipped light and dark themes and in the
// custom theme of /themed/ (an accent of its own, square corners, a wider dialog), at a desktop's and
// a phone's width, compared with the committed screenshots (tests/visual.spec.ts-snapshots): a style
// change is seen before it lands. After a change meant to be seen, take them again with
// `--update-snapshots`. Each shot is of the dialog alone, with the wallet frame's screen where one lies
// over it; what differs from run to run (addresses, balances, amounts, QR codes, emails) is masked.
//
// The account is the spec's own, never the dev accounts that other specs send to and name: what the
// Account view draws (a name or "Choose a name", which tokens are listed) must not depend on which
// specs ran first. Its key is fixed, so its avatar is the same every run; it holds ETH alone.
const OWN_WALLET = new Wallet(hashOfText('latch e2e visual account'));
const ACCOUNT = { address: OWN_WALLET.address, privateKey: OWN_WALLET.privateKey };
/** Where the previewed send goes: an address no spec names, so the preview shows no name for it. */
const RECEIVER = new Wallet(hashOfText('latch e2e visual receiver')).address;

// `backdrop`: the overlay's backdrop filter; with no blur (the shipped themes') none at all, which
// blur(0px) is not: it has the browser composite the page again at each caret blink.
const THEMES = [
  { name: 'light', path: '/', backdrop: 'none' },
  { name: 'dark', path: '/', backdrop: 'none' },
  { name: 'custom', path: '/themed/index.html', backdrop: 'blur(4px)' },
] as const;

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  // Below 480 px the dialog is a sheet along the bottom edge (Modal.css).
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const dialog = (page: Page) => page.getByRole('dialog');
const POLLS = { polls: true };
const back = (page: Page) => dialog(page).getByRole('button', { name: 'Back' }).click();

/** Waits until every image in the dialog has loaded (or failed to, leaving its placeholder) and no skeleton is left. */
async function settled(view: Locator): Promise<void> {
  await expect(view.locator('.latch-skeleton, [aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => view.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
}

/** With `polls`, the page has a request that stays open (the wallet frame waiting on the services), so the network never idles. */
async function shot(page: Page, name: string, mask: Locator[] = [], { polls = false } = {}): Promise<void> {
  const view = dialog(page);
  // The pointer off the dialog, so no row is shot in its hover colour.
  await page.mouse.move(0, 0);
  if (!polls) await page.waitForLoadState('networkidle');
  await settled(view);
  await expect(view).toHaveScreenshot(`${name}.png`, { mask, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 });
}

/** The demo in `theme`, at `query`, with the modal open on Connect. */
async function openConnect(page: Page, theme: (typeof THEMES)[number], query = ''): Promise<void> {
  await page.goto(query ? `${theme.path}?${query}` : theme.path);
  if (theme.name === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
}

test.beforeAll(async () => {
  await setEthBalance(devnetInfo().rpcUrl, ACCOUNT.address, '1.5');
});

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`${theme.name} theme, ${width.name}: Connect, All Wallets, WalletConnect, Account, its features, Networks, an unsupported network`, async ({ page }) => {
      const account = ACCOUNT;
      const wallet = devWallet(account);
      await installTestWallet(page, wallet);
      await page.setViewportSize(width.viewport);
      await openConnect(page, theme);
      const id = `${theme.name}-${width.name}`;

      await expect(dialog(page).getByRole('textbox', { name: /email/i })).toBeVisible();
      await expect(page.locator('.latch-overlay')).toHaveCSS('backdrop-filter', theme.backdrop);
      await shot(page, `connect-${id}`);

      await dialog(page).getByRole('button', { name: /All Wallets/ }).click();
      await expect(dialog(page).getByRole('searchbox')).toBeVisible();
      await shot(page, `all-wallets-${id}`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog(page).getByRole('button', { name: /^WalletConnect/ }).click();
      // The pairing's QR code and link are new each time.
      const qr = dialog(page).getByRole('img', { name: /QR/ });
      await expect(qr).toBeVisible();
      await shot(page, `walletconnect-${id}`, [qr]);
      await back(page);

      await pickTestWalletInConnect(page);
      await accountButton(page, account.address).click();
      const view = page.getByRole('dialog', { name: 'Account' });
      await view.getByRole('tab', { name: 'Tokens' }).click();
      await expect(view.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      await shot(page, `account-${id}`, [
        view.locator('.latch-account__address'),
        view.getByTestId('latch-balance'),
        view.locator('.latch-token__amount, .latch-token__value'),
      ]);

      // What the account's features open, each left with Back.
      await view.getByRole('button', { name: 'Buy', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Buy' }).getByRole('textbox', { name: 'Amount' })).toBeVisible();
      await shot(page, `buy-${id}`);
      await back(page);

      await view.getByRole('button', { name: 'Swap', exact: true }).click();
      const swap = page.getByRole('dialog', { name: 'Swap' });
      await expect(swap.getByRole('combobox', { name: 'From' })).toBeVisible();
      // The gas price is the chain's of the moment (its whole row: the figure's width moves with it).
      await shot(page, `swap-${id}`, [swap.locator('.latch-swap__summary > div').nth(1)]);
      await back(page);

      await view.getByRole('button', { name: 'Receive', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Receive' }).getByRole('img')).toBeVisible();
      await shot(page, `receive-${id}`);
      await back(page);

      await view.getByRole('button', { name: 'Send', exact: true }).click();
      const send = page.getByRole('dialog', { name: 'Send' });
      await expect(send.getByRole('group', { name: 'Token' })).toBeVisible();
      await shot(page, `send-${id}`, [send.locator('.latch-send__token-balance')]);
      await send.getByRole('radio').first().check();
      await send.getByRole('textbox', { name: 'Amount' }).fill('0.1');
      await send.getByRole('textbox', { name: 'Receiver' }).fill(RECEIVER);
      await send.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('dialog', { name: 'Review Send' })).toBeVisible();
      await shot(page, `send-preview-${id}`);
      await back(page);
      await back(page);

      await view.getByRole('button', { name: 'Choose a name' }).click();
      await expect(page.getByRole('dialog', { name: 'Choose Name' }).getByRole('textbox', { name: 'Name' })).toBeVisible();
      await shot(page, `choose-name-${id}`);
      await back(page);

      await view.getByRole('button', { name: /switch network/ }).click();
      await expect(page.getByRole('dialog', { name: 'Choose Network' })).toBeVisible();
      await shot(page, `networks-${id}`);
      await back(page);

      // The wallet moves to OP Mainnet (chain 10), which the demo does not configure.
      await page.evaluate(() => (window as unknown as { __latchTestWalletEmit(e: string, p: unknown): void }).__latchTestWalletEmit('chainChanged', '0xa'));
      await expect(page.getByRole('dialog', { name: 'Switch Network' })).toBeVisible();
      await shot(page, `unsupported-network-${id}`);
      wallet.destroy();
    });

    test(`${theme.name} theme, ${width.name}: WalletConnect's basic mode, a browser wallet's wait and refusal, the sign-in, a name registered`, async ({ page }) => {
      // A wallet announced as MetaMask, which answers a connection only when told to decline it.
      const wallet = devWallet(ACCOUNT);
      const held = holdingConnection(wallet);
      await installTestWallet(page, held.provider, { name: 'MetaMask', rdns: 'io.metamask' });
      await page.setViewportSize(width.viewport);
      const id = `${theme.name}-${width.name}`;

      await openConnect(page, theme, 'manualWCControl');
      const qr = dialog(page).getByRole('img', { name: /QR/ });
      await expect(qr).toBeVisible();
      await shot(page, `walletconnect-basic-${id}`, [qr]);

      // Picked in the listing, where Connect's row of an installed wallet asks it in place.
      await openConnect(page, theme);
      await dialog(page).getByRole('button', { name: /All Wallets/ }).click();
      await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('MetaMask');
      await expect(dialog(page).getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
      await dialog(page).getByRole('button', { name: /^MetaMask/ }).first().click();
      await expect(dialog(page).getByText('Continue in MetaMask')).toBeVisible();
      await shot(page, `browser-wallet-waiting-${id}`);
      await held.decline();
      await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await shot(page, `browser-wallet-declined-${id}`);

      // Signing in asks a wallet that connects: the test wallet, on a page of its own.
      const signIn = await page.context().newPage();
      const signer = devWallet(ACCOUNT);
      await installTestWallet(signIn, signer);
      await signIn.setViewportSize(width.viewport);
      await openConnect(signIn, theme, 'siwx=required');
      await pickTestWalletInConnect(signIn);
      await expect(signIn.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' })).toBeVisible();
      await shot(signIn, `sign-in-${id}`);
      signer.destroy();

      // A name is for keeps: an account of its own, new each run, registers one (its label, this run's, is masked).
      const naming = await page.context().newPage();
      const { address, privateKey } = Wallet.createRandom();
      const namer = devWallet({ address, privateKey });
      await installTestWallet(naming, namer);
      await naming.setViewportSize(width.viewport);
      await openConnect(naming, theme);
      await pickTestWalletInConnect(naming);
      await accountButton(naming, address).click();
      await dialog(naming).getByRole('button', { name: 'Choose a name' }).click();
      const label = `visual-${Date.now().toString(36)}`;
      await dialog(naming).getByRole('textbox', { name: 'Name' }).fill(label);
      await expect(dialog(naming).getByText(new RegExp(`^${label}\\..+ is available\\.$`))).toBeVisible();
      await dialog(naming).getByRole('button', { name: 'Register' }).click();
      const registered = naming.getByRole('dialog', { name: 'Name Registered' });
      await expect(registered.getByText(new RegExp(`^${label}\\..+ is yours\\.$`))).toBeVisible();
      await shot(naming, `name-registered-${id}`, [registered.getByText(label)]);
      namer.destroy();
      wallet.destroy();
    });

    test(`${theme.name} theme, ${width.name}: the embedded wallet's views (an email login, its approval, the email update, passkeys, the social logins)`, async ({ page, context }) => {
      // The frame's screens lie over these views, in the shot with them. On localhost, the relying party WebAuthn accepts (see onLocalhost).
      test.setTimeout(120_000);
      await onLocalhost(page);
      await page.setViewportSize(width.viewport);
      const stamp = `${theme.name}-${width.name}-${Date.now()}`;
      const [email, newEmail] = [`visual-${stamp}@example.com`, `visual-moved-${stamp}@example.com`];
      const id = `${theme.name}-${width.name}`;
      // What names this run's person (the addresses, the new account, the request signed) differs from run to run.
      const frame = walletFrame(page);
      const emails = [dialog(page).getByText(/^visual-/), frame.getByText(/visual-/)];

      await page.goto(`${localhostDemo}${theme.path.slice(1)}?siwx=optional`);
      await virtualAuthenticator(page);
      if (theme.name === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click();
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog(page).getByLabel('Email').fill(email);
      await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(frame.getByRole('dialog', { name: 'Register Device' }).getByRole('status')).toContainText('Waiting for your approval');
      await shot(page, `email-device-${id}`, emails, POLLS);
      const device = await nextLink(email, 0);
      await approveDeviceByLink(context, device.link);
      await expect(frame.getByRole('dialog', { name: 'Confirm Email' }).getByLabel('Code', { exact: true })).toBeVisible();
      await shot(page, `email-code-${id}`, emails, POLLS);
      const code = await nextCode(email, device.count);
      await typeCodeInFrame(page, 'Code', code.code);

      await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click();
      await expect(frame.getByRole('button', { name: 'Approve' })).toBeEnabled();
      // The request signed names this run's account and nonce: hidden rather than masked, as the frame disarms Approve
      // while anything covers its dialog, a mask's box too.
      await frame.locator('dd, pre, code').evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = 'hidden')));
      await shot(page, `approve-${id}`, [], POLLS);
      await frame.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByTestId('demo-signed-in')).toHaveText('yes');

      await accountButton(page, await demoAddress(page)).click();
      await dialog(page).getByRole('button', { name: 'Update email' }).click();
      await expect(dialog(page).getByLabel('New email')).toBeVisible();
      await shot(page, `update-email-${id}`, emails, POLLS);
      await dialog(page).getByLabel('New email').fill(newEmail);
      await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
      await updateCodeScreen(page, 'Confirm Current Email', email);
      await shot(page, `update-email-current-${id}`, emails, POLLS);
      await typeUpdateCode(page, 'Confirm Current Email', email, (await nextCode(email, code.count)).code);
      await updateCodeScreen(page, 'Confirm New Email', newEmail);
      await shot(page, `update-email-new-${id}`, emails, POLLS);
      await typeUpdateCode(page, 'Confirm New Email', newEmail, (await nextCode(newEmail, 0)).code);
      await expect(dialog(page).getByTestId('latch-account-email')).toHaveText(newEmail);

      await dialog(page).getByRole('button', { name: 'Add a passkey' }).click();
      await expect(frame.getByRole('dialog', { name: 'Add a passkey' }).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
      await shot(page, `add-passkey-${id}`, [], POLLS);
      await frame.getByRole('dialog', { name: 'Add a passkey' }).getByRole('button', { name: 'Add a passkey' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Passkey added\./ })).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Back to Account' }).click();
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
      await expect(page.getByTestId('demo-status')).toHaveText('disconnected');

      await dialog(page).getByRole('button', { name: 'Continue with Google', exact: true }).click();
      await expect(frame.getByRole('dialog', { name: 'Sign in with Google' }).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
      await shot(page, `social-${id}`, [], POLLS);
      await back(page);
      await dialog(page).getByRole('button', { name: 'More social logins' }).click();
      await dialog(page).getByRole('button', { name: 'Continue with Farcaster', exact: true }).click();
      // Its QR code carries a channel of its own.
      const farcasterQr = frame.getByRole('img', { name: 'QR code for signing in with Farcaster' });
      await expect(farcasterQr).toBeVisible();
      await shot(page, `farcaster-${id}`, [farcasterQr], POLLS);
      await back(page);
      await dialog(page).getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(frame.getByRole('dialog', { name: 'Sign in with a passkey' }).getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
      await shot(page, `passkey-${id}`, [], POLLS);
    });
  }
}
