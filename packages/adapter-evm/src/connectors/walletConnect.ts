import type { WalletConnectOptions } from '../walletconnect/options.js';
import type { EvmConnector, RemoteSession } from './types.js';

/**
 * WalletConnect: a session with a wallet elsewhere, through a relay. The page's entry carries only
 * this listing; the session code and the SDK load when a session is opened or a kept one restored.
 */
export function walletConnect(options: WalletConnectOptions): EvmConnector {
  let session: Promise<RemoteSession> | undefined;
  const loadSession = () => {
    if (!session) {
      const loading = import('../walletconnect/remoteSession.js').then(({ walletConnectSession }) => walletConnectSession(options));
      loading.catch(() => {
        if (session === loading) session = undefined;
      });
      session = loading;
    }
    return session;
  };

  return {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    // Reached through `remote`: there is no provider on the page to hand out.
    getProvider: () => undefined,
    remote: {
      open: async (params) => (await loadSession()).open(params),
      restore: async () => (await loadSession()).restore(),
      close: async () => (session ? (await session).close() : undefined),
    },
  };
}
