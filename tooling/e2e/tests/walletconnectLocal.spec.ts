import { expect, test } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { recordForeignTraffic } from '../support/foreignTraffic.js';
import { pairThroughCopiedLink, sampleWallet } from '../support/sampleWallet.js';
import { accountButton, devnetInfo } from '../support/testWallet.js';

failOnForeignRequests();

test('pairing the sample wallet over WalletConnect reaches no host but this machine: no request, WebSocket or frame, and none blocked', async ({
  page,
  context,
  baseURL,
}) => {
  const traffic = await recordForeignTraffic(context, page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const account = devnetInfo().accounts[6]!;
  const wallet = await sampleWallet(6);
  wallet.setAutoApprove(true);
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    expect(await pairThroughCopiedLink(page, wallet)).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    await expect(accountButton(page, account.address)).toBeVisible();
    // What the connection starts (balances, the session's first requests) is part of the flow too.
    await page.waitForLoadState('networkidle');
    expect(await traffic.foreign()).toEqual([]);
  } finally {
    await wallet.stop();
  }
});
