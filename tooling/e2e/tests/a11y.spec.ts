import { expect, test, type Page } from '@playwright/test';
import { NAME_ZONE, smartAccountSignatureDeclined } from '@latch/core/internal';
import { Wallet } from 'ethers';
import { AXE_WALK_TIMEOUT_MS, expectDialogAccessible, expectFrameAccessible, expectPageAccessible, THEMES, useTheme } from '../support/axe.js';
import { typeCodeInFrame, walletFrame } from '../support/embedded.js';
import { nextCode, nextLink } from '../support/mailbox.js';
import { failOnForeignRequests } from '../support/browser.js';
import { accountButton, devnetInfo, devWallet, holdingConnection, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

// Every view the demo reaches on the devnet, checked by axe in both themes. Read-only: nothing is sent.
const ACCOUNT = 0;

const modal = (page: Page) => page.getByRole('dialog');
test.describe.configure({ timeout: AXE_WALK_TIMEOUT_MS });

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('before connecting: Connect, AllWallets with its search, ConnectingWalletConnect, ConnectingExternal waiting and declined, ConnectingFarcaster', async ({ page }, testInfo) => {
      // A wallet announced as MetaMask, which answers only when told: picking MetaMask in the listing waits on ConnectingExternal until it declines.
      const wallet = devWallet(devnetInfo().accounts[ACCOUNT]!);
      const held = holdingConnection(wallet);
      await installTestWallet(page, held.provider, { name: 'MetaMask', rdns: 'io.metamask' });
      await page.goto('/');
      await useTheme(page, theme);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.waitForLoadState('networkidle');
      await expectDialogAccessible(page, `Connect (${theme})`, testInfo);

      await modal(page).getByRole('button', { name: /WalletConnect/ }).first().click();
      await expect(modal(page).getByRole('heading', { name: 'WalletConnect' })).toBeVisible();
      await expect(modal(page).getByRole('button', { name: 'Copy link' })).toBeEnabled();
      await expectDialogAccessible(page, `ConnectingWalletConnect (${theme})`, testInfo);
      await modal(page).getByRole('button', { name: 'Back' }).click();

      await modal(page).getByRole('button', { name: /All Wallets/ }).click();
      await expect(modal(page).getByRole('list', { name: 'Wallets' }).getByRole('listitem').first()).toBeVisible();
      await expectDialogAccessible(page, `AllWallets (${theme})`, testInfo);

      // Search: the results once they came, then the note when nothing matches.
      const search = modal(page).getByRole('searchbox', { name: 'Search wallets' });
      await search.fill('zz-no-such-wallet');
      await expect(modal(page).getByRole('status')).toHaveText(/No wallet matches/);
      await expectDialogAccessible(page, `AllWallets, no match (${theme})`, testInfo);
      await search.fill('MetaMask');
      await expect(modal(page).getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
      await expectDialogAccessible(page, `AllWallets, search results (${theme})`, testInfo);
      await modal(page).getByRole('button', { name: /^MetaMask/ }).first().click();
      await expect(modal(page).getByText('Continue in MetaMask')).toBeVisible();
      await expectDialogAccessible(page, `ConnectingExternal (${theme})`, testInfo);
      await held.decline();
      await expect(modal(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectDialogAccessible(page, `ConnectingExternal, declined (${theme})`, testInfo);
      await modal(page).getByRole('button', { name: 'Back' }).click();
      await modal(page).getByRole('button', { name: 'Back' }).click();

      await modal(page).getByRole('button', { name: 'More social logins' }).click();
      await expectDialogAccessible(page, `Connect, more social logins (${theme})`, testInfo);
      await modal(page).getByRole('button', { name: 'Continue with Farcaster', exact: true }).click();
      await expect(walletFrame(page).getByRole('dialog', { name: 'Sign in with Farcaster' }).getByRole('img', { name: 'QR code for signing in with Farcaster' })).toBeVisible();
      await expectDialogAccessible(page, `ConnectingFarcaster (${theme})`, testInfo);
      wallet.destroy();
    });

    test('basic mode (manualWCControl): ConnectingWalletConnectBasic', async ({ page }, testInfo) => {
      await page.goto('/?manualWCControl');
      await useTheme(page, theme);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await expect(modal(page).getByText('Scan with a WalletConnect wallet on your phone, then approve the connection.')).toBeVisible();
      await expect(modal(page).getByRole('button', { name: 'Copy link' })).toBeEnabled();
      await expectDialogAccessible(page, `ConnectingWalletConnectBasic (${theme})`, testInfo);
    });

    test('connected: Account and its tabs, Networks, OnRamp, Swap with a quote and its message, WalletReceive, WalletSend, WalletSendPreview, UnsupportedChain', async ({ page }, testInfo) => {
      const { accounts, tokens } = devnetInfo();
      const account = accounts[ACCOUNT]!;
      const wallet = devWallet(account);
      await installTestWallet(page, wallet);
      await page.goto('/');
      await useTheme(page, theme);
      await pickTestWallet(page);
      await accountButton(page, account.address).click();

      const view = page.getByRole('dialog', { name: 'Account' });
      for (const tab of ['Tokens', 'NFTs', 'Activity']) {
        await view.getByRole('tab', { name: tab }).click();
        await expect(view.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
        await expectDialogAccessible(page, `Account, ${tab} (${theme})`, testInfo);
      }

      await view.getByRole('button', { name: /switch network/ }).click();
      await expect(page.getByRole('dialog', { name: 'Choose Network' })).toBeVisible();
      await expectDialogAccessible(page, `Networks (${theme})`, testInfo);
      await modal(page).getByRole('button', { name: 'Back' }).click();

      // Buy with a quote shown; Swap with its tokens loaded.
      await view.getByRole('button', { name: 'Buy', exact: true }).click();
      const buy = page.getByRole('dialog', { name: 'Buy' });
      await buy.getByRole('textbox', { name: 'Amount' }).fill('20');
      await expect(buy.locator('dt', { hasText: 'You receive' })).toBeVisible();
      await expectDialogAccessible(page, `OnRamp (${theme})`, testInfo);
      await modal(page).getByRole('button', { name: 'Back' }).click();

      await view.getByRole('button', { name: 'Swap', exact: true }).click();
      const swap = page.getByRole('dialog', { name: 'Swap' });
      await expect(swap.getByRole('combobox', { name: 'From' })).toBeVisible();
      await expectDialogAccessible(page, `Swap (${theme})`, testInfo);
      // With a quote, then with the message of an amount over the balance.
      await swap.getByRole('combobox', { name: 'From' }).selectOption({ label: `USDC (${tokens.usdc.name})` });
      await swap.getByRole('combobox', { name: 'To' }).selectOption({ label: `DAI (${tokens.dai.name})` });
      await swap.getByRole('textbox', { name: 'Amount' }).fill('1');
      await expect(swap.locator('dd', { hasText: /^≈ [\d.]+ DAI$/ })).toBeVisible();
      await expectDialogAccessible(page, `Swap with a quote (${theme})`, testInfo);
      await swap.getByRole('textbox', { name: 'Amount' }).fill('100000000');
      await expect(swap.getByRole('alert')).toHaveText(/^Not enough USDC/);
      await expectDialogAccessible(page, `Swap with its message (${theme})`, testInfo);
      await modal(page).getByRole('button', { name: 'Back' }).click();

      await view.getByRole('button', { name: 'Receive', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Receive' })).toBeVisible();
      await expectDialogAccessible(page, `WalletReceive (${theme})`, testInfo);
      await modal(page).getByRole('button', { name: 'Back' }).click();

      await view.getByRole('button', { name: 'Send', exact: true }).click();
      const send = page.getByRole('dialog', { name: 'Send' });
      await expect(send.getByRole('group', { name: 'Token' })).toBeVisible();
      await expectDialogAccessible(page, `WalletSend (${theme})`, testInfo);
      // The form's messages are checked too: an amount over the balance and a receiver that is not an address.
      await send.getByRole('radio', { name: /^USDC/ }).check();
      await send.getByRole('textbox', { name: 'Amount' }).fill('99999999');
      await send.getByRole('textbox', { name: 'Receiver' }).fill('0x1234');
      await expect(send.getByRole('alert')).toHaveCount(2);
      await expectDialogAccessible(page, `WalletSend with messages (${theme})`, testInfo);

      await send.getByRole('textbox', { name: 'Amount' }).fill('1.5');
      await send.getByRole('textbox', { name: 'Receiver' }).fill(accounts[9]!.address);
      await send.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('dialog', { name: 'Review Send' })).toBeVisible();
      await expectDialogAccessible(page, `WalletSendPreview (${theme})`, testInfo);

      await page.evaluate(() => (window as unknown as { __latchTestWalletEmit(e: string, p: unknown): void }).__latchTestWalletEmit('chainChanged', '0xa'));
      await expect(page.getByRole('dialog', { name: 'Switch Network' })).toBeVisible();
      await expectDialogAccessible(page, `UnsupportedChain (${theme})`, testInfo);
      wallet.destroy();
    });

    test('choosing a name: RegisterAccountName with its messages and suggestions, RegisterAccountNameSuccess', async ({ page }, testInfo) => {
      // A new account of its own: a name is for keeps, and the dev accounts' profiles stay as other tests expect them.
      const { address, privateKey } = Wallet.createRandom();
      const wallet = devWallet({ address, privateKey });
      await installTestWallet(page, wallet);
      await page.goto('/');
      await useTheme(page, theme);
      await pickTestWallet(page);
      await accountButton(page, address).click();
      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Choose a name' }).click();
      const choose = page.getByRole('dialog', { name: 'Choose Name' });
      await choose.getByRole('textbox', { name: 'Name' }).fill('ab');
      await expect(choose.getByText(/^A name needs at least 4 characters/)).toBeVisible();
      await expectDialogAccessible(page, `RegisterAccountName, a name too short (${theme})`, testInfo);
      const label = `a11y-${theme}-${Date.now().toString(36)}`;
      await choose.getByRole('textbox', { name: 'Name' }).fill(label);
      await expect(choose.getByText(`${label}.${NAME_ZONE} is available.`)).toBeVisible();
      await expect(choose.getByRole('list', { name: 'Suggested names' }).getByRole('listitem').first()).toBeVisible();
      await expectDialogAccessible(page, `RegisterAccountName, available with suggestions (${theme})`, testInfo);
      await choose.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('dialog', { name: 'Name Registered' }).getByText(`${label}.${NAME_ZONE} is yours.`)).toBeVisible();
      await expectDialogAccessible(page, `RegisterAccountNameSuccess (${theme})`, testInfo);
      wallet.destroy();
    });

    test('sign-in required: SIWXSignMessage', async ({ page }, testInfo) => {
      const wallet = devWallet(devnetInfo().accounts[ACCOUNT]!);
      await installTestWallet(page, wallet);
      await page.goto('/?siwx=required');
      await useTheme(page, theme);
      await pickTestWallet(page);
      await expect(page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' })).toBeVisible();
      await expectDialogAccessible(page, `SIWXSignMessage (${theme})`, testInfo);
      wallet.destroy();
    });

    test('email login: EmailVerifyDevice, EmailVerifyOtp, and ApproveTransaction with the frame’s own approval screen', async ({ page }, testInfo) => {
      const email = `a11y-${theme}-${Date.now()}@example.com`;
      await page.goto('/?siwx=required');
      await useTheme(page, theme);
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await modal(page).getByLabel('Email').fill(email);
      await modal(page).getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Register Device' })).toBeVisible();
      await expect(walletFrame(page).getByRole('dialog', { name: 'Register Device' }).getByRole('status')).toContainText('Waiting for your approval');
      await expectDialogAccessible(page, `EmailVerifyDevice (${theme})`, testInfo);
      await expectFrameAccessible(page, `the wallet frame's wait for the device's approval (${theme})`, testInfo, '#code');
      const device = await nextLink(email, 0);
      // The wallet's device page the link opens, top-level on the frame's origin.
      const approval = await page.context().newPage();
      await approval.goto(device.link);
      await expect(approval.getByRole('button', { name: 'Approve this device' })).toBeVisible();
      await expectPageAccessible(approval, `the wallet's device page (${theme})`, testInfo);
      await approval.getByRole('button', { name: 'Approve this device' }).click();
      // Closed before the page says so, the approval's request may never reach the services.
      await expect(approval.getByRole('status').filter({ hasText: /^Approved\./ })).toBeVisible();
      await approval.close();
      await expect(page.getByRole('dialog', { name: 'Confirm Email' })).toBeVisible();
      await expect(walletFrame(page).getByLabel('Code', { exact: true })).toBeVisible();
      await expectDialogAccessible(page, `EmailVerifyOtp (${theme})`, testInfo);
      await typeCodeInFrame(page, 'Code', (await nextCode(email, device.count)).code);

      await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' }).click();
      await expect(walletFrame(page).getByRole('button', { name: 'Reject' })).toBeVisible();
      // Keyboard focus moved into the frame when it appeared: the page's focused element is the frame.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Latch embedded wallet');
      await expectDialogAccessible(page, `ApproveTransaction (${theme})`, testInfo);
      await expectFrameAccessible(page, `the wallet frame's approval (${theme})`, testInfo);
      // Focus starts on Reject inside the frame: Enter alone answers.
      await page.keyboard.press('Enter');
      // The embedded account is a smart account: SPEC 8's decline for one.
      await expect(page.getByRole('dialog', { name: 'Sign In' }).getByRole('alert')).toHaveText(smartAccountSignatureDeclined.text);
      await expectDialogAccessible(page, `SIWXSignMessage with the decline (${theme})`, testInfo);
    });
  });
}
