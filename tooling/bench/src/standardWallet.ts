// The bench's Wallet Standard wallet: offered on Solana (connect, signMessage and
// signAndSendTransaction, all refusing: the bench never connects), registered when the bench says.
import type { Page } from 'playwright-core';

export interface StandardWalletWindow {
  __latchBenchWallet?: {
    /** Whether a Wallet Standard app in the page has announced itself (`wallet-standard:app-ready`). */
    appReady: boolean;
    /** Registers the wallet through the `wallet-standard:register-wallet` window event. */
    register(): void;
  };
}

interface WalletInfo {
  name: string;
  /** The chain it offers, a `solana:` CAIP-2 id. */
  chain: string;
}

const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#9945ff"/></svg>')}`;

/** Runs in the page (serialized by Playwright): keep it self-contained. */
function defineWallet({ name, chain, icon }: WalletInfo & { icon: string }): void {
  const version = '1.0.0';
  const refuse = () => Promise.reject(Object.assign(new Error('The bench wallet signs nothing'), { code: 4001 }));
  const wallet = {
    version,
    name,
    icon,
    chains: [chain],
    accounts: [],
    features: {
      'standard:connect': { version, connect: refuse },
      'solana:signMessage': { version, signMessage: refuse },
      'solana:signAndSendTransaction': { version, supportedTransactionVersions: ['legacy'], signAndSendTransaction: refuse },
    },
  };
  const handle = {
    appReady: false,
    register: () => window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(wallet: unknown): unknown }) => register(wallet) })),
  };
  window.addEventListener('wallet-standard:app-ready', () => (handle.appReady = true), { once: true });
  (window as StandardWalletWindow).__latchBenchWallet = handle;
}

/** Defines the wallet in every document the page loads from now on; it registers on `register()` only. */
export async function defineStandardWallet(page: Page, wallet: WalletInfo): Promise<void> {
  await page.addInitScript(defineWallet, { ...wallet, icon: ICON });
}

/** Resolves once the page's Wallet Standard app listens for wallets (discovery has started). */
export async function waitForStandardApp(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as StandardWalletWindow).__latchBenchWallet?.appReady === true);
}
