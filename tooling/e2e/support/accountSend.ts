import { expect, type Page } from '@playwright/test';

/** From the Account: Send, the native currency `symbol`, `amount` to `receiver`, Preview, then Send on the review. */
export async function sendNativeFromAccount(page: Page, symbol: string, receiver: string, amount: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  await send.getByRole('radio', { name: new RegExp(`^${symbol}`) }).check();
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await send.getByRole('textbox', { name: 'Receiver' }).fill(receiver);
  await send.getByRole('button', { name: 'Preview' }).click();
  const review = page.getByRole('dialog', { name: 'Review Send' });
  await expect(review.getByText(`${amount} ${symbol}`)).toBeVisible();
  await review.getByRole('button', { name: 'Send', exact: true }).click();
}
