import { expect, type Page } from '@playwright/test';

/** From the Solana Account: Send, SOL, `amount` to `receiver`, Preview, then Send on the review. */
export async function sendSolFromAccount(page: Page, receiver: string, amount: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send' });
  await send.getByRole('radio', { name: /^SOL/ }).check();
  await send.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await send.getByRole('textbox', { name: 'Receiver' }).fill(receiver);
  await send.getByRole('button', { name: 'Preview' }).click();
  const review = page.getByRole('dialog', { name: 'Review Send' });
  await expect(review.getByText(`${amount} SOL`)).toBeVisible();
  await review.getByRole('button', { name: 'Send', exact: true }).click();
}
