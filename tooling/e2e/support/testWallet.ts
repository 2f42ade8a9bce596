import type { Locator, Page } from '@playwright/test';
import { shortenAddress } from '@latch/core';
import { createDevProvider, type DevAccount, type DevProvider, type DevTokenInfo, type DevTokenKey } from '@latch/devnet';

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

export const TEST_WALLET = { name: 'Latch Test Wallet', rdns: 'dev.latch.testwallet' };
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/></svg>')}`;

export function devWallet(account: DevAccount): DevProvider {
  const { rpcUrl, chainId } = devnetInfo();
  return createDevProvider({ rpcUrl, privateKey: account.privateKey, chainId });
}

/**
 * Installs a wallet in the page that announces itself through EIP-6963. Its EIP-1193
 * requests cross to this process, where the devnet wallet signs with a dev key and talks
 * to anvil: a real wallet, its key kept out of the page. `info` is the name and rdns it
 * announces (the test wallet's by default).
 */
export async function installTestWallet(page: Page, wallet: Pick<DevProvider, 'request'>, info: { name: string; rdns: string } = TEST_WALLET) {
  await page.exposeFunction('__latchTestWallet', async (method: string, params: unknown) => {
    try {
      return { result: await wallet.request({ method, params: params as unknown[] }) };
    } catch (error) {
      const { code = -32603, message = String(error) } = error as { code?: number; message?: string };
      return { error: { code, message } };
    }
  });
  await page.addInitScript(
    ({ info, icon }) => {
      type Answer = { result?: unknown; error?: { code: number; message: string } };
      const bridge = (window as unknown as { __latchTestWallet(method: string, params: unknown): Promise<Answer> }).__latchTestWallet;
      const listeners = new Map<string, Set<(payload: unknown) => void>>();
      const provider = {
        async request({ method, params }: { method: string; params?: unknown }) {
          const answer = await bridge(method, params ?? []);
          if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
        on(event: string, listener: (payload: unknown) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
        },
        removeListener(event: string, listener: (payload: unknown) => void) {
          listeners.get(event)?.delete(listener);
        },
      };
      (window as unknown as { __latchTestWalletEmit: unknown }).__latchTestWalletEmit = (event: string, payload: unknown) =>
        listeners.get(event)?.forEach((listener) => listener(payload));
      const detail = Object.freeze({ info: { ...info, uuid: '6f1c3c1e-5a9e-4a51-9d43-1b8f4f0f6a11', icon }, provider });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { info, icon: ICON },
  );
}

/** Opens the modal from the page's Connect Wallet button and picks the test wallet. */
export async function pickTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  // The listing fills in after the modal opens; pick once it has, so the rows do not change under the click.
  await page.waitForLoadState('networkidle');
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click();
}

/** The connect button once `address` is connected: it shows the short address. */
export const accountButton = (page: Page, address: string): Locator => page.getByRole('button', { name: new RegExp(shortenAddress(address)) });
