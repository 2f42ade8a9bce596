import type { CaipNetwork } from '@latch/core';
import type { EIP1193Provider } from '../provider.js';
import { withBrowserWallet, type BrowserWallet } from './browserWallet.js';

/** EIP-3326's answer for a chain the wallet does not know. */
const UNRECOGNIZED_CHAIN = 4902;

/** One wallet request; a failure is the wallet's own error, as the caller knew it before ethers. */
async function ask({ browser, failureOf }: BrowserWallet, method: string, params: unknown[]): Promise<unknown> {
  try {
    return await browser.send(method, params);
  } catch (error) {
    throw failureOf(method) ?? error;
  }
}

/** wallet_switchEthereumChain, and wallet_addEthereumChain first when the wallet does not know the chain (EIP-3326, EIP-3085). */
export async function switchChain(provider: EIP1193Provider, network: CaipNetwork): Promise<void> {
  await withBrowserWallet(provider, async (wallet) => {
    const chainId = wallet.ethers.toQuantity(network.id);
    const switchTo = () => ask(wallet, 'wallet_switchEthereumChain', [{ chainId }]);
    try {
      await switchTo();
    } catch (error) {
      if ((error as { code?: unknown } | undefined)?.code !== UNRECOGNIZED_CHAIN) throw error;
      await ask(wallet, 'wallet_addEthereumChain', [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
        },
      ]);
      await switchTo();
    }
  });
}
