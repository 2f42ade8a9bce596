import { expect, test, type Browser } from '@playwright/test';
import { demoAddress, walletFrame } from '../support/embedded.js';
import { nextCode, nextLink } from '../support/mailbox.js';
import { localhostDemo, onLocalhost, virtualAuthenticator } from '../support/passkeys.js';
import { dialog, expectLocalized, expectWalletPageLocalized, preparePseudoLocale } from '../support/pseudoLocale.js';
import { failOnForeignRequests, localContext } from '../support/browser.js';
import { accountButton } from '../support/testWallet.js';

failOnForeignRequests();

// The embedded wallet's views in the pseudo-locale: an email login (a new device, then a wrong code
// the services refuse in words the frame translates by their id, then the right one),
// sign-in with the embedded wallet approved in the frame, the email update and its two codes, a
// passkey added and the sign-in with one. On localhost, the relying party WebAuthn accepts (see
// onLocalhost). The wallet frame's own screens lie over these views, in the modal's locale (the
// app names it to the frame): each is checked with the view under it. The device page the mail
// links to speaks the browser's language: it is opened in a browser set to the pseudo-locale.

/** The frame's code field, named in the pseudo-locale. */
const CODE = /^⟦Çóđé ·+⟧$/;

/** The person approves the new device on the wallet's device page, in a browser whose language is `locale`; the page is checked there. */
async function approveDeviceInPseudoLocale(browser: Browser, link: string, locale: string) {
  const context = await localContext(browser, { locale });
  const page = await context.newPage();
  await page.goto(link);
  const screen = page.getByRole('region', { name: /Áþþŕóṽé á ñéŵ đéṽíçé/ });
  // The device, as the services name it, in the page's language: its browser, system and address are data.
  await expect(screen.getByText(/ƒŕóɱ ţĥé áđđŕéšš 127\.0\.0\.1/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar-XB' ? 'rtl' : 'ltr');
  await expectWalletPageLocalized(page, 'the device page');
  await screen.getByRole('button', { name: /Áþþŕóṽé ţĥíš đéṽíçé/ }).click();
  await expect(page.getByRole('status')).toHaveText(/Áþþŕóṽéđ\. Ĝó ƀáçķ/);
  await expectWalletPageLocalized(page, 'the device page, approved');
  await context.close();
}

test.beforeEach(({ page }) => {
  test.setTimeout(150_000);
  preparePseudoLocale(page);
});

test('in the pseudo-locale, an email login, its sign-in approval, the email update and passkeys show only translated text, the frame’s and the device page’s included, none clipped', async ({ page, browser }) => {
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
  await expect(walletFrame(page).getByRole('dialog', { name: /Ŕéĝíšţéŕ Đéṽíçé/ }).getByRole('status')).toContainText(/Ŵáíţíñĝ ƒóŕ ýóúŕ áþþŕóṽáĺ/);
  await expectLocalized(page, 'EmailVerifyDevice', { polls: true, frame: true });
  const device = await nextLink(email, 0);
  await approveDeviceInPseudoLocale(browser, device.link, 'en-XA');
  await expect(dialog(page)).toHaveAccessibleName(/Çóñƒíŕɱ Éɱáíĺ/);
  await expect(walletFrame(page).getByLabel(CODE)).toBeVisible();
  await expectLocalized(page, 'EmailVerifyOtp', { polls: true, frame: true });
  const code = await nextCode(email, device.count);
  // A wrong code first: the services' refusal, said with its message id, reads in the pseudo-locale too.
  const codeScreen = walletFrame(page).getByRole('dialog', { name: /Çóñƒíŕɱ Éɱáíĺ/ });
  await codeScreen.getByLabel(CODE).fill(code.code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)));
  await expect(codeScreen.getByRole('alert')).toHaveText(/^⟦Íñṽáĺíđ çóđé ·+⟧$/);
  await expectLocalized(page, 'EmailVerifyOtp, a wrong code', { polls: true, frame: true });
  await codeScreen.getByLabel(CODE).fill(code.code);

  // Sign-in: the approval left unanswered (Back declines it in the frame; SPEC 8's words for a smart account), then approved.
  await expect(dialog(page)).toHaveAccessibleName(/Šíĝñ Íñ/);
  await dialog(page).getByRole('button', { name: /^⟦Šíĝñ ·+⟧$/ }).click();
  await expect(dialog(page)).toHaveAccessibleName(/Áþþŕóṽé Ţŕáñšáçţíóñ/);
  await expect(walletFrame(page).getByRole('button', { name: /Ŕéĵéçţ/ })).toBeVisible();
  await expectLocalized(page, 'ApproveTransaction', { frame: true });
  await dialog(page).getByRole('button', { name: /Ɓáçķ/ }).click();
  await expect(dialog(page).getByRole('alert')).toBeVisible();
  await expectLocalized(page, 'SIWXSignMessage, declined');
  await dialog(page).getByRole('button', { name: /^⟦Šíĝñ ·+⟧$/ }).click();
  await walletFrame(page).getByRole('button', { name: /^⟦Áþþŕóṽé ·+⟧$/ }).click();
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
  for (const [title, to, seen] of [
    [/Çóñƒíŕɱ Çúŕŕéñţ Éɱáíĺ/, email, code.count],
    [/Çóñƒíŕɱ Ñéŵ Éɱáíĺ/, newEmail, 0],
  ] as const) {
    await expect(dialog(page)).toHaveAccessibleName(title);
    const codeScreen = walletFrame(page).getByRole('dialog', { name: title });
    await expect(codeScreen.getByLabel(CODE)).toBeVisible();
    await expectLocalized(page, `UpdateEmail, ${String(title)}`, { polls: true, frame: true });
    await codeScreen.getByLabel(CODE).fill((await nextCode(to, seen)).code);
  }
  await expect(dialog(page).getByTestId('latch-account-email')).toHaveText(newEmail);

  // A passkey added from the Account, then, signed out, the sign-in with a passkey.
  await dialog(page).getByRole('button', { name: /Áđđ á þáššķéý/ }).click();
  const adding = walletFrame(page).getByRole('dialog', { name: /Áđđ á þáššķéý/ });
  await expect(adding.getByRole('button', { name: /Áđđ á þáššķéý/ })).toBeEnabled();
  await expectLocalized(page, 'AddPasskey', { polls: true, frame: true });
  await adding.getByRole('button', { name: /Áđđ á þáššķéý/ }).click();
  await expect(dialog(page).getByRole('status')).toBeVisible();
  await expectLocalized(page, 'AddPasskey, added');
  await dialog(page).getByRole('button', { name: /Ɓáçķ ţó Áççóúñţ/ }).click();
  await dialog(page).getByRole('button', { name: /Đíšçóññéçţ/ }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  await dialog(page).getByRole('button', { name: /Šíĝñ íñ ŵíţĥ á þáššķéý/ }).click();
  await expect(walletFrame(page).getByRole('dialog', { name: /Šíĝñ íñ ŵíţĥ á þáššķéý/ }).getByRole('button', { name: /Úšé á þáššķéý/ })).toBeEnabled();
  await expectLocalized(page, 'ConnectingPasskey', { polls: true, frame: true });
});

test('in the right-to-left pseudo-locale, the frame’s code screen and the device page read right to left, translated and unclipped', async ({ page, browser }) => {
  await page.goto('/?locale=ar-XB');
  const email = `pseudo-rtl-${Date.now()}@example.com`;
  await page.locator('.latch-connect-button').click();
  await dialog(page).getByRole('textbox', { name: /Éɱáíĺ/ }).fill(email);
  await dialog(page).getByRole('button', { name: /^⟦Çóñţíñúé ·+⟧$/ }).click();
  await expect(walletFrame(page).getByRole('dialog', { name: /Ŕéĝíšţéŕ Đéṽíçé/ })).toBeVisible();
  await expect(walletFrame(page).locator('html')).toHaveAttribute('dir', 'rtl');
  await expectLocalized(page, 'EmailVerifyDevice, right to left', { polls: true, frame: true });
  await approveDeviceInPseudoLocale(browser, (await nextLink(email, 0)).link, 'ar-XB');
  await expect(walletFrame(page).getByLabel(CODE)).toBeVisible();
  await expectLocalized(page, 'EmailVerifyOtp, right to left', { polls: true, frame: true });
});
