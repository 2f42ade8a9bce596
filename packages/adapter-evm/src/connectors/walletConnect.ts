import { lazyOnce, walletConnectInfo, type AdapterContext } from '@latch/core';
import type { WalletConnectOptions } from '../walletconnect/options.js';
import type { EvmConnector } from './types.js';

/**
 * WalletConnect: a session with a wallet elsewhere, through a relay. The page's entry carries only
 * this listing; the session code and the SDK load when a session is opened or a kept one restored.
 */
export function walletConnect(options: WalletConnectOptions, latch: () => AdapterContext | undefined): EvmConnector {
  const session = lazyOnce(() => import('../walletconnect/remoteSession.js').then(({ walletConnectSession }) => walletConnectSession(options, latch())));

  return {
    ...walletConnectInfo('eip155'),
    // Reached through `remote`: there is no provider on the page to hand out.
    getProvider: () => undefined,
    remote: {
      open: async (params) => (await session.get()).open(params),
      prepare: async (params) => (await session.get()).prepare?.(params),
      restore: async () => (await session.get()).restore(),
      close: async () => (await session.current())?.close(),
      shared: async () => (await session.get()).shared!(),
    },
  };
}
