// The embedded wallet as a person uses it from a consumer app's page: an email login whose new device is
// approved by the mailed link and whose code is typed into the wallet frame, and a request approved there.
// The mails come from the local services' dev mailbox.
import type { FrameLocator, Page } from '@playwright/test';
import { z } from 'zod';

const mailboxSchema = z.object({ messages: z.array(z.object({ code: z.string().nullish(), link: z.string().nullish() })) });

/** The embedded wallet's iframe, by the title the frame client gives it. */
const walletFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Latch embedded wallet"]');

/** The newest mail's `field` once the mailbox holds more than `seen` mails (the services mail in-process, within milliseconds). */
async function nextMailed(services: string, email: string, seen: number, field: 'code' | 'link'): Promise<{ value: string; count: number }> {
  const url = `${services}/dev/mailbox?${new URLSearchParams({ email, projectId: 'latch-demo', st: 'latch', sv: '4' })}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = mailboxSchema.parse(await (await fetch(url)).json());
    const value = messages[0]?.[field];
    if (messages.length > seen && value) return { value, count: messages.length };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new ${field} was mailed to ${email}`);
}

/**
 * Logs a new account in by email from Latch's open Connect view: the device is approved by the mailed
 * link on the wallet's device page, then the mailed code is typed into the frame's code screen.
 */
export async function emailLoginNewAccount(page: Page, services: string, email: string): Promise<void> {
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await connect.getByLabel('Email').fill(email);
  await connect.getByRole('button', { name: 'Continue', exact: true }).click();
  await walletFrame(page).getByRole('dialog', { name: 'Register Device' }).getByRole('status').filter({ hasText: 'Waiting for your approval' }).waitFor();
  const device = await nextMailed(services, email, 0, 'link');
  const devicePage = await page.context().newPage();
  await devicePage.goto(device.value);
  await devicePage.getByRole('region', { name: 'Approve a new device' }).getByRole('button', { name: 'Approve this device' }).click();
  await devicePage.getByRole('status').filter({ hasText: /^Approved\./ }).waitFor();
  await devicePage.close();
  const code = await nextMailed(services, email, device.count, 'code');
  const field = walletFrame(page).getByRole('dialog', { name: 'Confirm Email' }).getByLabel('Code', { exact: true });
  await field.waitFor();
  await field.fill(code.value);
}

/** Presses Approve in the frame once it shows, over Latch's Approve Transaction view, a transaction to `to`. */
export async function approveInFrame(page: Page, to: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Approve Transaction' }).waitFor();
  const frame = walletFrame(page);
  await frame.locator('dd', { hasText: new RegExp(`^${to}$`, 'i') }).waitFor();
  await frame.getByRole('button', { name: 'Approve' }).click();
}
