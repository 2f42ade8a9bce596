import { expect, test } from '@playwright/test';
import { hexlify, toUtf8Bytes } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { demoAddress, emailLogin, walletFrame } from '../support/embedded.js';
import { askFrameFromPage } from '../support/frameFromPage.js';

failOnForeignRequests();

// On a phone's sheet the frame's approval is taller than the room it has. Focus going to Reject once
// scrolled the screen down to it, and who asks (the origin, then any warnings) went out of sight above:
// a dApp's request then showed its answer buttons but not whose request it was.
test("on a phone, a dApp's request opens the approval with who asks and both answers in view, whole", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await emailLogin(page, `approval-in-view-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');

  // The dApp's own script asks the frame, as any script of an allowed dApp can.
  const message = hexlify(toUtf8Bytes(Array.from({ length: 40 }, (_, line) => `Line ${line + 1} of a long request.`).join('\n')));
  const answer = askFrameFromPage(page, 'RPC_REQUEST', { method: 'personal_sign', params: [message, await demoAddress(page)] });
  const screen = walletFrame(page).getByRole('dialog', { name: 'Sign a message' });
  await expect(screen.getByRole('button', { name: 'Reject' })).toBeFocused();
  // Taller than its frame, so there is something to scroll: the test is about where it opens.
  expect(await screen.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
  for (const part of [screen.locator('#approval-origin'), screen.getByRole('button', { name: 'Reject' }), screen.getByRole('button', { name: 'Approve' })]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }

  await screen.getByRole('button', { name: 'Reject' }).click();
  expect(await answer).toEqual({ ok: false, message: expect.any(String) });
});
