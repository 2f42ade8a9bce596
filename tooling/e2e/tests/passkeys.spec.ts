import { expect, test, type Page } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { dappOriginContents, demoAddress, emailLogin, walletFrame } from '../support/embedded.js';
import { localhostDemo, onLocalhost, virtualAuthenticator } from '../support/passkeys.js';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

failOnForeignRequests();

test('add a passkey from the Account, sign out, and sign back in with the passkey alone to the same address', async ({ page }) => {
  test.setTimeout(90_000);
  await onLocalhost(page);
  await page.goto(localhostDemo);
  const authenticator = await virtualAuthenticator(page);
  const email = `passkey.${Date.now()}@example.com`;
  await emailLogin(page, email, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  // Account → Add a passkey: the modal lays the frame over its view, and the button pressed is the frame's own.
  await page.getByRole('button', { name: /0x/ }).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Add a passkey' }).click();
  const adding = walletFrame(page).getByRole('dialog', { name: 'Add a passkey' });
  await expect(adding).toBeVisible();
  await expect(adding.getByText(/^This is the Latch wallet at http:\/\/localhost:\d+\. Passkeys are only used here\.$/)).toBeVisible();
  await adding.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Passkey added/ })).toBeVisible();
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  // Nothing of the ceremony reached the dApp's page: no credential id, no key.
  const dappSide = await dappOriginContents(page);
  expect(dappSide).not.toContain(credential!.credentialId);
  expect(dappSide).not.toContain(credential!.privateKey);

  // Sign out.
  await dialog(page, 'Add a Passkey').getByRole('button', { name: 'Back to Account' }).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');

  // Connect → Sign in with a passkey: no email, no code; the same wallet.
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Sign in with a passkey' }).click();
  const signingIn = walletFrame(page).getByRole('dialog', { name: 'Sign in with a passkey' });
  await signingIn.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(address);
  const [used] = await authenticator.credentials();
  expect(used!.signCount).toBeGreaterThan(credential!.signCount);
});

test('a PRF passkey seals the backup: an email login on a new device is told to use the passkey, which brings back the same address', async ({ page }) => {
  test.setTimeout(150_000);
  await onLocalhost(page);
  await page.goto(localhostDemo);
  const authenticator = await virtualAuthenticator(page, { prf: true });
  const email = `sealed.${Date.now()}@example.com`;
  const mails = await emailLogin(page, email, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);

  // Account → Add a passkey, then the frame's own offer to seal the backup under it.
  await page.getByRole('button', { name: /0x/ }).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Add a passkey' }).click();
  await walletFrame(page).getByRole('dialog', { name: 'Add a passkey' }).getByRole('button', { name: 'Add a passkey' }).click();
  const sealing = walletFrame(page).getByRole('dialog', { name: 'Protect your backup with this passkey' });
  await expect(sealing.getByText(/an email code alone will no longer recover it\.$/)).toBeVisible();
  await expect(sealing.getByRole('button', { name: 'Not now' })).toBeVisible();
  await sealing.getByRole('button', { name: 'Seal backup with passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Passkey added, and your wallet’s backup is sealed with it/ })).toBeVisible();
  const [credential] = await authenticator.credentials();
  expect(credential!.signCount).toBeGreaterThan(0);
  const dappSide = await dappOriginContents(page);
  expect(dappSide).not.toContain(credential!.credentialId);
  expect(dappSide).not.toContain(credential!.privateKey);

  // Sign out, and become a new device: the frame's origin forgets its keys and device key.
  await dialog(page, 'Add a Passkey').getByRole('button', { name: 'Back to Account' }).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  await authenticator.forgetFrameOrigin();
  await page.reload();

  // The email login alone no longer opens the wallet: the right code ends the frame's code screen, the modal says what to do, nothing connects.
  await emailLogin(page, email, mails, true);
  await expect(dialog(page, 'Confirm Email').getByRole('alert')).toHaveText(/^This wallet’s backup is sealed with a passkey: on this device, choose Sign in with a passkey/);
  await expect(walletFrame(page).getByRole('dialog', { name: 'Confirm Email' })).toBeHidden();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');

  // Connect again → Sign in with a passkey: the passkey opens the sealed backup, the same address.
  await dialog(page, 'Confirm Email').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Sign in with a passkey' }).click();
  await walletFrame(page).getByRole('dialog', { name: 'Sign in with a passkey' }).getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(address);
});
