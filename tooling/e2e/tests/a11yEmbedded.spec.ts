import { expect, test, type Page } from '@playwright/test';
import { AXE_WALK_TIMEOUT_MS, expectDialogAccessible, expectFrameAccessible, THEMES, useTheme } from '../support/axe.js';
import { failOnForeignRequests } from '../support/browser.js';
import { demoAddress, emailLogin, typeUpdateCode, updateCodeScreen, walletFrame } from '../support/embedded.js';
import { nextCode } from '../support/mailbox.js';
import { localhostDemo, onLocalhost, virtualAuthenticator } from '../support/passkeys.js';
import { accountButton } from '../support/testWallet.js';

// The embedded wallet's own views, in the modal and in the wallet frame's screens over them, checked
// by axe in both themes: the Account of an email login, its email update, adding a passkey and
// signing in with it. On localhost, the relying party WebAuthn accepts (see onLocalhost).

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

failOnForeignRequests();

for (const theme of THEMES) {
  test(`${theme} theme: Account of an email login, UpdateEmailWallet, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp, AddPasskey, ConnectingSocial, ConnectingFarcaster, ConnectingPasskey, and the frame's screens`, async ({ page }, testInfo) => {
    // Nine views and the frame's screens: twice an axe walk's time.
    test.setTimeout(2 * AXE_WALK_TIMEOUT_MS);
    await onLocalhost(page);
    await page.goto(localhostDemo);
    await virtualAuthenticator(page, { prf: true });
    await useTheme(page, theme);
    const stamp = `${theme}-${Date.now()}`;
    const [email, newEmail] = [`a11y-${stamp}@example.com`, `a11y-moved-${stamp}@example.com`];
    const seen = await emailLogin(page, email, 0, true);
    await expect(page.getByTestId('demo-status')).toHaveText('connected');
    const address = await demoAddress(page);
    await accountButton(page, address).click();
    const account = dialog(page, 'Account');
    await expect(account.getByTestId('latch-account-email')).toHaveText(email);
    await expect(account.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectDialogAccessible(page, `Account of an email login (${theme})`, testInfo);

    // The email update: its form with the message of an address that is not one, then both code views.
    await account.getByRole('button', { name: 'Update email' }).click();
    const form = dialog(page, 'Edit Email');
    await form.getByLabel('New email').fill('not-an-address');
    await form.getByLabel('New email').blur();
    await expect(form.getByRole('alert')).toHaveText('Invalid email');
    await expectDialogAccessible(page, `UpdateEmailWallet with its message (${theme})`, testInfo);
    await form.getByLabel('New email').fill(newEmail);
    await form.getByRole('button', { name: 'Continue', exact: true }).click();
    await updateCodeScreen(page, 'Confirm Current Email', email);
    await expectDialogAccessible(page, `UpdateEmailPrimaryOtp (${theme})`, testInfo);
    await expectFrameAccessible(page, `the wallet frame's code screen for the current email (${theme})`, testInfo, '#code');
    await typeUpdateCode(page, 'Confirm Current Email', email, (await nextCode(email, seen)).code);
    const secondary = await updateCodeScreen(page, 'Confirm New Email', newEmail);
    await expectDialogAccessible(page, `UpdateEmailSecondaryOtp (${theme})`, testInfo);
    // A wrong code first: the frame's screen with its message.
    await secondary.getByLabel('Code', { exact: true }).fill('000000');
    await expect(secondary.getByRole('alert')).not.toBeEmpty();
    await expectFrameAccessible(page, `the wallet frame's code screen saying the code is wrong (${theme})`, testInfo, '#code');
    await typeUpdateCode(page, 'Confirm New Email', newEmail, (await nextCode(newEmail, 0)).code);
    await expect(account.getByTestId('latch-account-email')).toHaveText(newEmail);

    // Adding a passkey: the view and the frame's screen, the frame's offer to seal the backup, then the view once added.
    await account.getByRole('button', { name: 'Add a passkey' }).click();
    const adding = walletFrame(page).getByRole('dialog', { name: 'Add a passkey' });
    await expect(adding.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expectDialogAccessible(page, `AddPasskey (${theme})`, testInfo);
    await expectFrameAccessible(page, `the wallet frame's passkey screen (${theme})`, testInfo, '#action');
    await adding.getByRole('button', { name: 'Add a passkey' }).click();
    const sealing = walletFrame(page).getByRole('dialog', { name: 'Protect your backup with this passkey' });
    await expect(sealing.getByRole('button', { name: 'Not now' })).toBeVisible();
    await expectFrameAccessible(page, `the wallet frame's offer to seal the backup (${theme})`, testInfo, '#action');
    await sealing.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Passkey added\./ })).toBeVisible();
    await expectDialogAccessible(page, `AddPasskey, added (${theme})`, testInfo);

    // Signed out, Connect → Sign in with a passkey: the view and the frame's screen, then the passkey signs in.
    await dialog(page, 'Add a Passkey').getByRole('button', { name: 'Back to Account' }).click();
    await account.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
    // A social login's view and the frame's screen whose button opens the provider's window; then Back.
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google', exact: true }).click();
    await expect(walletFrame(page).getByRole('dialog', { name: 'Sign in with Google' }).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expectDialogAccessible(page, `ConnectingSocial (${theme})`, testInfo);
    await expectFrameAccessible(page, `the wallet frame's social sign-in screen (${theme})`, testInfo, '#action');
    await dialog(page, 'Social Login').getByRole('button', { name: 'Back' }).click();
    // Farcaster's view and the frame's screen with the link as a QR code; then Back.
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'More social logins' }).click();
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster', exact: true }).click();
    await expect(walletFrame(page).getByRole('dialog', { name: 'Sign in with Farcaster' }).getByRole('img', { name: 'QR code for signing in with Farcaster' })).toBeVisible();
    await expectDialogAccessible(page, `ConnectingFarcaster (${theme})`, testInfo);
    await expectFrameAccessible(page, `the wallet frame's Farcaster screen (${theme})`, testInfo, '#farcaster');
    await dialog(page, 'Farcaster').getByRole('button', { name: 'Back' }).click();
    await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Sign in with a passkey' }).click();
    const signingIn = walletFrame(page).getByRole('dialog', { name: 'Sign in with a passkey' });
    await expect(signingIn.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await expectDialogAccessible(page, `ConnectingPasskey (${theme})`, testInfo);
    await expectFrameAccessible(page, `the wallet frame's passkey sign-in (${theme})`, testInfo, '#action');
    await signingIn.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByTestId('demo-status')).toHaveText('connected');
    expect(await demoAddress(page)).toBe(address);
  });
}
