import { expect, test } from '@playwright/test';
import { approveDeviceByLink, demoAddress, typeCodeInFrame, walletFrame } from '../support/embedded.js';
import { nextCode, nextLink } from '../support/mailbox.js';
import { localhostDemo, onLocalhost, virtualAuthenticator } from '../support/passkeys.js';
import { dialog, expectLocalized, preparePseudoLocale } from '../support/pseudoLocale.js';
import { accountButton } from '../support/testWallet.js';

// The embedded wallet's views in the pseudo-locale: an email login (a new device, then its code),
// sign-in with the embedded wallet approved in the frame, the email update and its two codes, a
// passkey added and the sign-in with one. On localhost, the relying party WebAuthn accepts (see
// onLocalhost). The wallet frame's own screens lie over these views; they are driven in English,
// the frame having no catalogue of its own.

test.beforeEach(async ({ context, page }) => {
  test.setTimeout(150_000);
  await preparePseudoLocale(context, page);
});

test('in the pseudo-locale, an email login, its sign-in approval, the email update and passkeys show only translated text, none clipped', async ({ page }) => {
  await onLocalhost(page);
  await page.goto(`${localhostDemo}?locale=en-XA&siwx=optional`);
  await virtualAuthenticator(page);
  const stamp = Date.now();
  const [email, newEmail] = [`pseudo-${stamp}@example.com`, `pseudo-moved-${stamp}@example.com`];

  // A new device: approved by the mailed link, then the mailed code typed into the frame.
  await page.locator('.latch-connect-button').click();
  await dialog(page).getByRole('textbox', { name: /Éɱáíĺ/ }).fill(email);
  await dialog(page).getByRole('button', { name: /^⟦Çóñţíñúé ·+⟧$/ }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Ŕéĝíšţéŕ Đéṽíçé/);
  const device = await nextLink(email, 0);
  await approveDeviceByLink(page.context(), device.link);
  await expect(dialog(page)).toHaveAccessibleName(/Çóñƒíŕɱ Éɱáíĺ/);
  await expect(walletFrame(page).getByLabel('Code', { exact: true })).toBeVisible();
  await expectLocalized(page, 'EmailVerifyOtp', { polls: true });
  const code = await nextCode(email, device.count);
  await typeCodeInFrame(page, 'Code', code.code);

  // Sign-in: the approval left unanswered (Back declines it in the frame; SPEC 8's words for a smart account), then approved.
  await expect(dialog(page)).toHaveAccessibleName(/Šíĝñ Íñ/);
  await dialog(page).getByRole('button', { name: /^⟦Šíĝñ ·+⟧$/ }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Áþþŕóṽé Ţŕáñšáçţíóñ/);
  await expect(walletFrame(page).getByRole('button', { name: 'Reject' })).toBeVisible();
  await expectLocalized(page, 'ApproveTransaction');
  await dialog(page).getByRole('button', { name: /Ɓáçķ/ }).click();
  await expect(dialog(page).getByRole('alert')).toBeVisible();
  await expectLocalized(page, 'SIWXSignMessage, declined');
  await dialog(page).getByRole('button', { name: /^⟦Šíĝñ ·+⟧$/ }).click();
  await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('demo-signed-in')).toHaveText('yes');

  // The email update: its form, its message for an address that is not one, then both code views.
  const address = await demoAddress(page);
  await accountButton(page, address).click();
  await dialog(page).getByRole('button', { name: /Úþđáţé éɱáíĺ/ }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Éđíţ Éɱáíĺ/);
  await expectLocalized(page, 'UpdateEmailWallet');
  const field = dialog(page).getByRole('textbox', { name: /Ñéŵ éɱáíĺ/ });
  await field.fill('not-an-address');
  await field.blur();
  await expect(dialog(page).getByRole('alert')).toBeVisible();
  await expectLocalized(page, 'UpdateEmailWallet, an address that is not one');
  await field.fill(newEmail);
  await dialog(page).getByRole('button', { name: /^⟦Çóñţíñúé ·+⟧$/ }).click();
  for (const [title, screen, to, seen] of [
    [/Çóñƒíŕɱ Çúŕŕéñţ Éɱáíĺ/, 'Confirm Current Email', email, code.count],
    [/Çóñƒíŕɱ Ñéŵ Éɱáíĺ/, 'Confirm New Email', newEmail, 0],
  ] as const) {
    await expect(dialog(page)).toHaveAccessibleName(title);
    const codeScreen = walletFrame(page).getByRole('dialog', { name: screen });
    await expect(codeScreen.getByLabel('Code', { exact: true })).toBeVisible();
    await expectLocalized(page, `UpdateEmail, ${screen}`, { polls: true });
    await codeScreen.getByLabel('Code', { exact: true }).fill((await nextCode(to, seen)).code);
  }
  await expect(dialog(page).getByTestId('latch-account-email')).toHaveText(newEmail);

  // A passkey added from the Account, then, signed out, the sign-in with a passkey.
  await dialog(page).getByRole('button', { name: /Áđđ á þáššķéý/ }).click();
  const adding = walletFrame(page).getByRole('dialog', { name: 'Add a passkey' });
  await expect(adding.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  await expectLocalized(page, 'AddPasskey', { polls: true });
  await adding.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog(page).getByRole('status')).toBeVisible();
  await expectLocalized(page, 'AddPasskey, added');
  await dialog(page).getByRole('button', { name: /Ɓáçķ ţó Áççóúñţ/ }).click();
  await dialog(page).getByRole('button', { name: /Đíšçóññéçţ/ }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  await dialog(page).getByRole('button', { name: /Šíĝñ íñ ŵíţĥ á þáššķéý/ }).click();
  await expect(walletFrame(page).getByRole('dialog', { name: 'Sign in with a passkey' }).getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  await expectLocalized(page, 'ConnectingPasskey', { polls: true });
});
