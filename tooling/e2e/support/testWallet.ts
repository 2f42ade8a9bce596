import { expect, type Locator, type Page } from '@playwright/test';
import { shortenAddress } from '@latch/core';
import { TEST_WALLET, type installTestWallet } from '@latch/stack/test-wallet';
import { createDevProvider, type DevAccount, type DevProvider, type DevTokenInfo, type DevTokenKey } from '@latch/devnet';

// The page's wallet is @latch/stack's, which the consumers' checks install too.
export { installTestWallet, TEST_WALLET } from '@latch/stack/test-wallet';

export interface DevnetInfo {
  rpcUrl: string;
  chainId: number;
  accounts: DevAccount[];
  /** The deployed ERC-20s (USDC, DAI), every dev account funded with them. */
  tokens: Record<DevTokenKey, DevTokenInfo>;
  /** The Uniswap V2 router the services build swaps for. */
  router: string;
  /** The ERC-4337 EntryPoint, the embedded wallet's account factory (SimpleAccountFactory 0.8), the smart sessions' SessionAccountFactory and the bundler (alto) serving them. */
  smartAccount: { entryPoint: string; accountFactory: string; sessionAccountFactory: string; bundlerUrl: string };
}

export const devnetInfo = (): DevnetInfo => JSON.parse(process.env.LATCH_E2E_DEVNET ?? 'null') ?? raise('globalSetup did not start the devnet');

function raise(message: string): never {
  throw new Error(message);
}

export function devWallet(account: DevAccount): DevProvider {
  const { rpcUrl, chainId } = devnetInfo();
  return createDevProvider({ rpcUrl, privateKey: account.privateKey, chainId });
}

/** Opens the modal from the page's Connect Wallet button and picks the test wallet. */
export async function pickTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await pickTestWalletInConnect(page);
}

/** Picks the test wallet in the open Connect view. */
export async function pickTestWalletInConnect(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  const row = dialog.getByRole('button', { name: new RegExp(TEST_WALLET.name) });
  await row.waitFor();
  // The listing's rows hold their place until it answers; pick once it has, so no row changes under the click.
  await expect(dialog.locator('.latch-connect__pending')).toHaveCount(0);
  await row.click();
}

/** The connect button once `address` is connected: it shows the short address. */
export const accountButton = (page: Page, address: string): Locator => page.getByRole('button', { name: new RegExp(shortenAddress(address)) });

type PageProvider = Parameters<typeof installTestWallet>[1];

/**
 * `wallet` answering a connection request only when told: `decline()` waits for the request to
 * reach the wallet (a view may show before it does, the adapter still loading), then refuses it
 * as a person would (EIP-1193's 4001).
 */
export function holdingConnection(wallet: PageProvider): { provider: PageProvider; decline(): Promise<void> } {
  let refuse: ((error: Error) => void) | undefined;
  let asked: () => void = () => {};
  const reached = new Promise<void>((resolve) => (asked = resolve));
  const provider: PageProvider = {
    request: (args) => {
      if (args.method !== 'eth_requestAccounts') return wallet.request(args);
      return new Promise<never>((_, reject) => {
        refuse = reject;
        asked();
      });
    },
  };
  return {
    provider,
    async decline() {
      await reached;
      refuse?.(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    },
  };
}
