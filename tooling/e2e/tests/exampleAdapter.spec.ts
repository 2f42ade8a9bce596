import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { installStandInWallet, STAND_IN_WALLET } from '@latch-example/adapter-bip122/standInWallet';
import { shortenAddress } from '@latch/core';
import { freePort, HOST } from '@latch/devnet';
import { serveStatic } from '@latch/stack';
import { onlyLocalRequests } from '../support/browser.js';

// Issue 19, point 3: a third namespace through examples/adapter-bip122 alone. Its test page configures
// @latch/ui with that adapter and nothing else; the stand-in Bitcoin wallet injects itself before the
// page loads, as an extension would. Core and ui are the workspace's, untouched by the example.
let server: Server;
let pageUrl: string;

test.beforeAll(async () => {
  const root = join(dirname(createRequire(import.meta.url).resolve('@latch-example/adapter-bip122/package.json')), 'dist');
  if (!existsSync(join(root, 'index.html'))) throw new Error('The example page is not built: pnpm --filter @latch-example/adapter-bip122 build (turbo builds it before e2e).');
  const port = await freePort();
  server = await serveStatic({ root, port, name: 'the example adapter page', portVariable: 'none' });
  pageUrl = `http://${HOST}:${port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the example Bitcoin adapter shows its wallet in Connect and its account in Account, with no change to core or ui', async ({ page, context }) => {
  const aborted = await onlyLocalRequests(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(installStandInWallet, STAND_IN_WALLET);
  await page.goto(pageUrl);

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await connect.getByRole('button', { name: new RegExp(STAND_IN_WALLET.name) }).click();
  await expect(connect).toBeHidden();
  await expect(page.getByTestId('example-address')).toHaveText(`bip122:${STAND_IN_WALLET.chain}:${STAND_IN_WALLET.address}`);

  const account = page.getByRole('button', { name: `0.5 BTC ${shortenAddress(STAND_IN_WALLET.address)}` });
  await account.click();
  const accountView = page.getByRole('dialog', { name: 'Account' });
  await expect(accountView.getByTestId('latch-balance')).toHaveText('0.5 BTC');
  await expect(accountView.getByTitle(STAND_IN_WALLET.address)).toHaveText(shortenAddress(STAND_IN_WALLET.address));
  await expect(accountView.getByText('Bitcoin Regtest')).toBeVisible();
  // The adapter declares native sends: the Account offers Send, as it does on eip155 and solana.
  await expect(accountView.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Send' })).toBeVisible();

  await accountView.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('example-address')).toHaveText('disconnected');
  expect(errors).toEqual([]);
  expect(aborted).toEqual([]);
});
