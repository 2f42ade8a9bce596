// What the apps' test files share: a devnet per describe block, a page opened for a person's steps and checked
// clean after them, and the test wallet's connect.
import type { Page } from '@playwright/test';
import { startDevnet, type Devnet } from '@latch/devnet';
import { TEST_WALLET } from '@latch/stack/test-wallet';
import type { OpenedApp } from '../src/browserApp.js';

/** A devnet on a free port for the describe block that calls this: up before its tests, stopped after them. */
export function devnetForBlock(): () => Devnet {
  let devnet: Devnet | undefined;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 });
  }, 120_000);
  afterAll(() => devnet?.stop());
  return () => devnet ?? raise('The devnet is up only inside its describe block');
}

/** Picks the test wallet (installed with installTestWallet) in Latch's open Connect view. */
export const connectTestWallet = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
    .click();

/**
 * Runs a person's `steps` on the page `opening` opens, then checks that it threw nothing, logged no error but
 * the `expected` ones, and tried to reach no host but this machine; closes it however the steps end.
 */
export async function onPage(opening: Promise<OpenedApp>, steps: (page: Page, opened: OpenedApp) => Promise<void>, expected: RegExp[] = []): Promise<void> {
  const opened = await opening;
  try {
    await steps(opened.page, opened);
    const errors = opened.errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    expect({ errors, foreign: opened.foreign }).toEqual({ errors: [], foreign: [] });
  } finally {
    await opened.close();
  }
}

function raise(message: string): never {
  throw new Error(message);
}
