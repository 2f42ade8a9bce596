import { lazyOnce, walletConnectInfo, type AdapterContext } from '@latch/core';
import type { SolanaWalletConnectOptions } from '../walletconnect/options.js';
import type { SolanaConnector } from './types.js';

/**
 * WalletConnect on the solana namespace. The page's entry carries only this listing; the session code
 * and the SDK load when a session is opened or a kept one restored.
 */
export function walletConnect(options: SolanaWalletConnectOptions, latch: () => AdapterContext | undefined): SolanaConnector {
  const wallets = lazyOnce(() => import('../walletconnect/remoteWallet.js').then(({ walletConnectWallets }) => walletConnectWallets(options, latch())));
  return {
    ...walletConnectInfo('solana'),
    open: async (request) => (await wallets.get())(request),
  };
}
