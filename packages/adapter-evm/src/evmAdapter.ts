import { LatchError, NO_CONNECTION_CONTROLLER_CLIENT, WALLET_RETURNED_NO_ACCOUNT, walletUnavailableMessage, type AdapterEvent, type ChainAdapter } from '@latch/core';
import { readNativeBalance } from './balance.js';
import { injected, legacyInjectedProvider } from './connectors/injected.js';
import { toConnectorInfo, type EvmConnector } from './connectors/types.js';
import type { EIP1193Provider } from './provider.js';

export interface EvmAdapterOptions {
  /** Connectors offered besides the discovered ones, first in the list. */
  connectors?: EvmConnector[];
  /** EIP-6963 and `window.ethereum` discovery; on by default. */
  discovery?: boolean;
}

interface Session {
  provider: EIP1193Provider;
  address: string;
  detach(): void;
}

// The adapter itself is what a page loads with its entry; discovery and the wallet session
// (and the schemas they parse with) come with import() once the page has started.
const loadSession = () => import('./session.js');
const loadDiscovery = () => import('./discovery.js');

export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const connectors = new Map<string, EvmConnector>();
  const listeners = new Set<(event: AdapterEvent) => void>();
  const emit = (event: AdapterEvent) => listeners.forEach((listener) => listener(event));
  let session: Session | undefined;
  /** Only the latest connect or reconnect may attach its session; an older one that answers late is dropped. */
  let latestAttempt = 0;

  /** Configured connectors, then announced wallets, then `window.ethereum` unless it is one of them. */
  const listFrom = (announcedWallets: EvmConnector[]): EvmConnector[] => {
    const list = [...(options.connectors ?? []), ...announcedWallets];
    const legacy = options.discovery === false ? undefined : legacyInjectedProvider();
    if (legacy && !list.some((c) => c.getProvider() === legacy)) list.push(injected());
    return list.filter((c, index) => list.findIndex((other) => other.id === c.id) === index);
  };

  function end() {
    session?.detach();
    session = undefined;
  }

  async function establish(connectorId: string, method: 'eth_requestAccounts' | 'eth_accounts') {
    const attempt = ++latestAttempt;
    const provider = connectors.get(connectorId)?.getProvider();
    if (!provider) throw new LatchError(walletUnavailableMessage(connectorId));
    const { requestAccount, listenToWallet } = await loadSession();
    const result = await requestAccount(provider, method, () => attempt === latestAttempt);
    if (!result) return undefined;
    end();
    const follow = (event: AdapterEvent) => {
      // Sends go from the account the wallet has now.
      if (event.type === 'accountsChanged' && event.accounts[0] && session) session.address = event.accounts[0];
      emit(event);
    };
    session = { provider, address: result.address, detach: listenToWallet(provider, follow, end) };
    return result;
  }

  return {
    namespace: 'eip155',

    watchConnectors(onChange) {
      const publish = (announcedWallets: EvmConnector[]) => {
        const list = listFrom(announcedWallets);
        connectors.clear();
        list.forEach((c) => connectors.set(c.id, c));
        onChange(list.map(toConnectorInfo));
      };
      publish([]);
      if (options.discovery === false) return () => {};
      let stopped = false;
      let stop: (() => void) | undefined;
      void loadDiscovery().then(({ watchAnnouncedWallets }) => {
        if (!stopped) stop = watchAnnouncedWallets(publish);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },

    async connect({ connectorId }) {
      const result = await establish(connectorId, 'eth_requestAccounts');
      if (!result) throw new LatchError(WALLET_RETURNED_NO_ACCOUNT);
      return result;
    },

    reconnect: ({ connectorId }) => establish(connectorId, 'eth_accounts'),

    async disconnect() {
      const provider = session?.provider;
      end();
      // Wallets that support it forget the permission, so the next connect asks again.
      await provider?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined);
    },

    async switchNetwork({ network }) {
      const provider = session?.provider;
      if (!provider) throw new LatchError(NO_CONNECTION_CONTROLLER_CLIENT);
      const { switchChain } = await loadSession();
      await switchChain(provider, network);
    },

    async send({ to, value, token, network }) {
      if (!session) throw new LatchError(NO_CONNECTION_CONTROLLER_CLIENT);
      const { provider, address } = session;
      const { sendEvm } = await loadSession();
      return sendEvm(provider, { from: address, to, value, token, network });
    },

    async signMessage({ message, address }) {
      const provider = session?.provider;
      if (!provider) throw new LatchError(NO_CONNECTION_CONTROLLER_CLIENT);
      const { signPersonal } = await loadSession();
      return signPersonal(provider, message, address);
    },

    getBalance: ({ address, network }) => readNativeBalance(address, network),

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
