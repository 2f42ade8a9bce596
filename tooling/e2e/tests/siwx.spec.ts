import { expect, test } from '@playwright/test';
import { verifyMessage } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

test('sign-in with a signature: the wallet signs an EIP-4361 message that verifies, and a reload does not ask again', async ({ page }) => {
  const account = devnetInfo().accounts[3]!;
  const wallet = devWallet(account);
  await installTestWallet(page, wallet);
  await page.goto('/?siwx=optional');

  await pickTestWallet(page);
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn.getByText('Latch demo needs to connect to your wallet')).toBeVisible();
  await signIn.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('demo-signed-in')).toHaveText('yes');

  const [session] = await page.evaluate(() => JSON.parse(localStorage.getItem('@latch/siwx-sessions') ?? '[]'));
  expect(session.message).toContain(`wants you to sign in with your Ethereum account:\n${account.address}`);
  expect(verifyMessage(session.message, session.signature)).toBe(account.address);

  await page.reload();
  await expect(accountButton(page, account.address)).toBeVisible();
  await expect(page.getByTestId('demo-signed-in')).toHaveText('yes');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  wallet.destroy();
});

test('when sign-in is required, declining shows "Signature declined", and Cancel disconnects', async ({ page }) => {
  const account = devnetInfo().accounts[2]!;
  const wallet = devWallet(account);
  await installTestWallet(page, wallet);
  await page.goto('/?siwx=required');

  await pickTestWallet(page);
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toBeVisible();

  wallet.rejectNextRequest();
  await signIn.getByRole('button', { name: 'Sign' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Signature declined');
  await page.keyboard.press('Escape');
  await expect(signIn).toBeVisible();

  await signIn.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  wallet.destroy();
});
