import { FRAME_TIMEOUTS } from '@latch/frame';
import { failOnForeignRequests } from '../support/browser.js';
import { expect, test } from '../support/faults.js';
import { pairThroughCopiedLink, sampleWallet } from '../support/sampleWallet.js';
import { accountButton, devnetInfo } from '../support/testWallet.js';

failOnForeignRequests();

// The wallet frame and the WalletConnect relay fail under the demo through the fault proxies in front of them.
const WALLETCONNECT_ACCOUNT = 7;

test('a wallet frame that never loads: after 20 s "Network Error - Could not load embedded wallet", the email typed stays, and Continue loads it anew', async ({ page, faults }) => {
  const email = `frame-${Date.now()}@faults.test`;
  await faults.walletFrame.set([{ kind: 'hang' }]);
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await connect.getByLabel('Email').fill(email);
  // The page's clock runs on in real time too: what passed since the click is counted (a busy machine took seconds).
  const pageNow = () => page.evaluate(() => Date.now());
  const clicked = await pageNow();
  await connect.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect.poll(async () => (await faults.walletFrame.status()).log.filter((entry) => entry.fault === 'hang').length).toBeGreaterThan(0);

  const saysIt = page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Network Error - Could not load embedded wallet' });
  await page.clock.fastForward(FRAME_TIMEOUTS.load - 1_000 - ((await pageNow()) - clicked));
  await expect(saysIt).toHaveCount(0);
  await page.clock.fastForward(1_000);
  // SPEC 8's alert over the modal, and the same words beside the email.
  await expect(saysIt.filter({ hasText: 'Please try again later.' })).toBeVisible();
  await expect(saysIt).toHaveCount(2);
  await expect(connect.getByLabel('Email')).toHaveValue(email);

  // The frame's server answers again: the same Continue loads a new frame and goes on to the device check.
  await faults.walletFrame.reset();
  await connect.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Register Device' }).getByText(email)).toBeVisible({ timeout: 20_000 });
});

test('the WalletConnect relay goes away for a while: the session stays, the clients reconnect, and a signature asked meanwhile arrives', async ({ page, context, baseURL, faults }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const account = devnetInfo().accounts[WALLETCONNECT_ACCOUNT]!;
  const wallet = await sampleWallet(WALLETCONNECT_ACCOUNT);
  wallet.setAutoApprove(true);
  try {
    await page.goto('/?siwx=optional');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await pairThroughCopiedLink(page, wallet);
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await expect(signIn).toBeVisible({ timeout: 20_000 });

    // Both ends lose the relay, and cannot reach it for 3 s.
    expect((await faults.relay.status()).sockets).toBeGreaterThanOrEqual(2);
    await faults.relay.sockets({ refuseMs: 3_000 });
    expect((await faults.relay.status()).sockets).toBe(0);
    await signIn.getByRole('button', { name: 'Sign' }).click();

    await expect(page.getByTestId('demo-signed-in')).toHaveText('yes', { timeout: 30_000 });
    await expect(accountButton(page, account.address)).toBeVisible();
    expect((await faults.relay.status()).sockets).toBeGreaterThanOrEqual(2);
  } finally {
    await wallet.stop();
  }
});
