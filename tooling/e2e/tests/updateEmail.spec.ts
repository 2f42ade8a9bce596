import { expect, test } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { dappOriginContents, demoAddress, emailLogin, typeUpdateCode } from '../support/embedded.js';
import { nextCode, readMailbox } from '../support/mailbox.js';
import { accountButton } from '../support/testWallet.js';

// Update email (SPEC 4) in a real Chromium against the local world: a person logged in by email
// changes it from the Account; the current address's code, then the new one's, come from the
// services' dev mailbox and are typed into the wallet frame's own code screen. The Account then
// shows the new email on the same address, and after signing out the new email logs in to it. The
// new address is told which device moved which wallet to it (naming the Smart Account the dApp showed),
// and its link takes the address off it.

const stamp = Date.now();
const oldEmail = `mover-${stamp}@example.com`;
const newEmail = `moved-${stamp}@example.com`;

failOnForeignRequests();

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test('a person logged in by email updates it from the Account with both codes typed in the frame, keeps the wallet, and logs in with the new email to it', async ({ page }) => {
  // Every message the dApp's window receives, from the frame or anyone.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { received: string[] }).received = seen;
    window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)));
  });
  await page.goto('/');
  const seen = await emailLogin(page, oldEmail, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  await accountButton(page, address).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByTestId('latch-account-email')).toHaveText(oldEmail);
  await account.getByRole('button', { name: 'Update email' }).click();

  const form = page.getByRole('dialog', { name: 'Edit Email' });
  await form.getByLabel('New email').fill('not-an-address');
  await form.getByLabel('New email').blur();
  await expect(form.getByRole('alert')).toHaveText('Invalid email');
  await form.getByLabel('New email').fill(newEmail);
  await form.getByRole('button', { name: 'Continue', exact: true }).click();

  const primary = await nextCode(oldEmail, seen);
  await typeUpdateCode(page, 'Confirm Current Email', oldEmail, primary.code);
  const secondary = await nextCode(newEmail, 0);
  await typeUpdateCode(page, 'Confirm New Email', newEmail, secondary.code);

  // Back on the Account: the new email, the same address.
  await expect(account.getByTestId('latch-account-email')).toHaveText(newEmail);
  expect(await demoAddress(page)).toBe(address);
  await expect(accountButton(page, address)).toBeVisible();
  // Neither code reached the dApp's window, its storage or Latch's state; only the outcome did.
  const received = (await page.evaluate(() => (window as unknown as { received: string[] }).received)).join('\n');
  expect(received).toContain('@latch-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS');
  const kept = await dappOriginContents(page);
  for (const code of [primary.code, secondary.code]) {
    expect(received).not.toContain(code);
    expect(kept).not.toContain(code);
  }

  // Signed out, the new email logs in to the same wallet on this (already approved) device.
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  await page.reload();
  await emailLogin(page, newEmail, 1, false);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(address);

  // The new address was told; had someone else moved their wallet to it, its link on the wallet's own page takes the address off it.
  const notice = (await readMailbox(newEmail)).find((mail) => mail.subject === 'A wallet moved to your email');
  expect(notice?.link).toMatch(/\/device\.html\?projectId=latch-demo#undo=/);
  const devicePage = await page.context().newPage();
  await devicePage.goto(notice!.link!);
  const screen = devicePage.getByRole('region', { name: 'A wallet moved to your email' });
  await expect(screen.getByText(/from the address 127\.0\.0\.1/)).toBeVisible();
  await expect(screen.getByText(newEmail)).toBeVisible();
  // The Smart Account the dApp showed, beside the wallet's key that owns it (its backup's address), in the notice and on the page.
  expect(notice!.text.toLowerCase()).toContain(`(its smart account: ${address.toLowerCase()})`);
  const addresses = screen.getByRole('definition').filter({ hasText: /^0x[0-9a-fA-F]{40}$/ });
  await expect(addresses).toHaveCount(2);
  await expect(addresses.filter({ hasText: new RegExp(`^${address}$`, 'i') })).toBeVisible();
  await screen.getByRole('button', { name: 'Take my email off this wallet' }).click();
  await expect(devicePage.getByRole('status')).toHaveText('Done. Your email is off that wallet and everyone on it is signed out: your next sign-in makes you a new one.');
});
