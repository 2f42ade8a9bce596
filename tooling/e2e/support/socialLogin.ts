import { expect, type BrowserContext, type Page } from '@playwright/test';
import { STAND_IN_NAMES, type StandInProvider } from '@latch/devnet';
import { walletFrame } from './embedded.js';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/**
 * Presses the provider's button in Connect (behind More where it is), then the wallet frame's own
 * button on the Social Login view, which opens the provider's window; returns that window.
 */
export async function openProvider(page: Page, context: BrowserContext, provider: StandInProvider): Promise<Page> {
  const connect = dialog(page, 'Connect Wallet');
  const name = `Continue with ${STAND_IN_NAMES[provider]}`;
  if (!(await connect.getByRole('button', { name, exact: true }).isVisible())) await connect.getByRole('button', { name: 'More social logins' }).click();
  await connect.getByRole('button', { name, exact: true }).click();
  await expect(dialog(page, 'Social Login')).toBeVisible();
  const screen = walletFrame(page).getByRole('dialog', { name: `Sign in with ${STAND_IN_NAMES[provider]}` });
  await expect(screen.getByText(/^This is the Latch wallet at http:\/\/127\.0\.0\.1:\d+\. A sign-in started here finishes only here\.$/)).toBeVisible();
  const [popup] = await Promise.all([context.waitForEvent('page'), screen.getByRole('button', { name, exact: true }).click()]);
  await popup.waitForLoadState();
  return popup;
}

/** What a person does at the provider: types a name and email, then approves (or denies) the consent. */
export async function signInAtProvider(popup: Page, person: { name: string; email: string }, consent: 'Approve' | 'Deny' = 'Approve') {
  await popup.getByRole('textbox', { name: 'Name' }).fill(person.name);
  await popup.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await popup.getByRole('button', { name: consent }).click();
}

/** Signs out from the Account view and leaves the modal closed. */
export async function disconnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: /0x/ }).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  // Disconnect leaves the modal on Connect; the next sign-in starts from the page's button.
  await page.keyboard.press('Escape');
}
