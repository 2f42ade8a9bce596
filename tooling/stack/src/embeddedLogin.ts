// The embedded wallet as a person uses it from a dApp's page: an email login from Latch's Connect view, whose
// codes are typed into the wallet frame and whose new device is approved by the mailed link, and a request
// approved in the frame. The e2e suite (the demo) and the consumers' checks (a wagmi app) share it; it waits
// with Playwright's locators alone, so it runs under Playwright's runner and under jest alike.
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import { nextCode, nextLink } from './devMailbox.js';

/** The embedded wallet's iframe, by the title the frame client gives it. */
export const walletFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Latch embedded wallet"]');

/**
 * The wallet frame's own code screen, which the modal lays over its code view: the codes are
 * typed there, on the wallet's origin, never into the dApp's page.
 */
export async function typeCodeInFrame(page: Page, label: 'Device code' | 'Code', code: string): Promise<void> {
  const field = walletFrame(page)
    .getByRole('dialog', { name: label === 'Code' ? 'Confirm Email' : 'Register Device' })
    .getByLabel(label, { exact: true });
  await field.waitFor();
  await field.fill(code);
}

/**
 * The person opens the link mailed to approve a new device, in their own browser: the wallet's
 * device page on the frame's origin, top-level, naming the device; they press Approve there.
 */
export async function approveDeviceByLink(context: BrowserContext, link: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(link);
  const screen = page.getByRole('region', { name: 'Approve a new device' });
  await screen.getByText(/from the address 127\.0\.0\.1/).waitFor();
  await screen.getByRole('button', { name: 'Approve this device' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Approved\. Go back to that device: it goes on signing in there\.$/ })
    .waitFor();
  await page.close();
}

export interface EmailLogin {
  /** The services whose dev mailbox gets the mails. */
  services: string;
  email: string;
  /** How many mails to `email` the test has read already. */
  seen: number;
  /** A device the account has not seen: it is approved by the mailed link before the code. */
  expectNewDevice: boolean;
}

/**
 * Logs in by email from Latch's open Connect view, reading each code and link from the services' dev
 * mailbox. Resolves with the count of mails seen so far.
 */
export async function emailLoginFromConnect(page: Page, { services, email, seen, expectNewDevice }: EmailLogin): Promise<number> {
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await connect.getByLabel('Email').fill(email);
  await connect.getByRole('button', { name: 'Continue', exact: true }).click();
  // One email per address every 30 s (SPEC 9): the field says how long to wait, and the person waits.
  const next = page.getByRole('dialog', { name: expectNewDevice ? 'Register Device' : 'Confirm Email' });
  const throttled = connect.getByRole('alert').filter({ hasText: /^Please try again after \d+ seconds$/ });
  await next.or(throttled).waitFor();
  if (await throttled.isVisible()) {
    const seconds = Number(/(\d+) seconds/.exec((await throttled.textContent()) ?? '')?.[1]);
    await page.waitForTimeout(seconds * 1000 + 500);
    await connect.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  let count = seen;
  if (expectNewDevice) {
    const device = page.getByRole('dialog', { name: 'Register Device' });
    await device.getByText(email).waitFor();
    // The dApp's page has no field for a code, and the frame's screen asks for none: the person approves by the mailed link.
    const fields = await device.getByRole('textbox').count();
    if (fields > 0) throw new Error(`The Register Device view has ${fields} field(s) on the dApp's page`);
    await walletFrame(page).getByRole('dialog', { name: 'Register Device' }).getByRole('status').filter({ hasText: 'Waiting for your approval' }).waitFor();
    const mail = await nextLink(services, email, count);
    count = mail.count;
    await approveDeviceByLink(page.context(), mail.link);
  }
  await page.getByRole('dialog', { name: 'Confirm Email' }).waitFor();
  const mail = await nextCode(services, email, count);
  await typeCodeInFrame(page, 'Code', mail.code);
  return mail.count;
}

/**
 * Approves the request the frame shows over the ApproveTransaction view, on the frame's own origin;
 * with `to`, once the frame shows a transaction to that address (so one request after another is
 * never approved twice).
 */
export async function approveInFrame(page: Page, to?: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Approve Transaction' }).waitFor();
  if (to) await walletFrame(page).locator('dd', { hasText: new RegExp(`^${to}$`, 'i') }).waitFor();
  // A click waits until the button is enabled.
  await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
}
