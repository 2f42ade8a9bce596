import { ErrorMessages, LatchError } from '@latch/core';
import type { BrowserProvider } from '../ethers.js';
import { loadEthers, type Ethers } from '../loadEthers.js';
import type { EIP1193Provider } from '../provider.js';

/** ethers over a wallet, for one call. */
export interface BrowserWallet {
  ethers: Ethers;
  browser: BrowserProvider;
  /**
   * The error the wallet itself threw for its last `method` request. ethers passes on only its code
   * and message, inside an error of its own; the caller should see the wallet's.
   */
  failureOf(method: string): unknown;
}

/**
 * Runs `use` with an ethers BrowserProvider over `provider`, made for this call and destroyed after
 * it. Not kept between calls: its first request also sends ethers' own eth_chainId (network
 * detection), whose retry loop would otherwise outlive a wallet that stopped answering.
 */
export async function withBrowserWallet<T>(provider: EIP1193Provider, use: (wallet: BrowserWallet) => Promise<T>): Promise<T> {
  const ethers = await loadEthers();
  const failures = new Map<string, unknown>();
  const recording = {
    async request(args: { method: string; params?: unknown[] | object }) {
      try {
        return await provider.request(args);
      } catch (error) {
        failures.set(args.method, error);
        throw error;
      }
    },
  };
  const browser = new ethers.BrowserProvider(recording);
  try {
    return await use({ ethers, browser, failureOf: (method) => failures.get(method) });
  } finally {
    browser.destroy();
  }
}

/**
 * A signature or transaction the wallet did not give: "Signature declined" when the person refused
 * (EIP-1193 4001, which ethers reports as ACTION_REJECTED), otherwise the wallet's own error.
 */
export function signingFailure({ ethers, failureOf }: BrowserWallet, method: string, error: unknown): unknown {
  const own = failureOf(method) ?? error;
  return ethers.isError(error, 'ACTION_REJECTED') ? new LatchError(ErrorMessages.signatureDeclined, { cause: own }) : own;
}
