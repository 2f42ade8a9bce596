import { ErrorMessages, LatchError, LatchMessages, type AdapterEvent, type ChainAdapter } from '@latch/core';
import { readNativeBalance } from './balance.js';
import { injected, legacyInjectedProvider } from './connectors/injected.js';
import { toConnectorInfo, type EvmConnector } from './connectors/types.js';
import { watchAnnouncedWallets } from './discovery.js';
import { accountsSchema, parseChainId, type EIP1193Provider } from './eip1193.js';

export interface EvmAdapterOptions {
  /** Connectors offered besides the discovered ones, first in the list. */
  connectors?: EvmConnector[];
  /** EIP-6963 and `window.ethereum` discovery; on by default. */
  discovery?: boolean;
}

interface Session {
  provider: EIP1193Provider;
  detach(): void;
}

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

  function attach(provider: EIP1193Provider): Session {
    const onAccounts = (accounts: unknown) => {
      const parsed = accountsSchema.safeParse(accounts);
      if (parsed.success) emit({ type: 'accountsChanged', accounts: parsed.data });
    };
    const onChain = (chainId: unknown) => {
      const parsed = parseChainId(chainId);
      if (parsed !== undefined) emit({ type: 'chainChanged', chainId: parsed });
    };
    const onDisconnect = () => {
      end();
      emit({ type: 'disconnect' });
    };
    const events = [
      ['accountsChanged', onAccounts],
      ['chainChanged', onChain],
      ['disconnect', onDisconnect],
    ] as const;
    events.forEach(([event, handler]) => provider.on?.(event, handler));
    return { provider, detach: () => events.forEach(([event, handler]) => provider.removeListener?.(event, handler)) };
  }

  /**
   * Asks the connector's wallet for accounts (eth_requestAccounts prompts, eth_accounts does not)
   * and, given one, listens to the wallet's events. Undefined when the wallet grants no account.
   */
  async function establish(connectorId: string, method: 'eth_requestAccounts' | 'eth_accounts') {
    const attempt = ++latestAttempt;
    const provider = connectors.get(connectorId)?.getProvider();
    if (!provider) throw new LatchError(LatchMessages.walletUnavailable(connectorId));
    const accounts = accountsSchema.safeParse(await provider.request({ method }));
    const [address] = accounts.success ? accounts.data : [];
    if (!address) return undefined;
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
    if (chainId === undefined) throw new LatchError(LatchMessages.walletInvalidChainId);
    if (attempt !== latestAttempt) throw new LatchError(ErrorMessages.requestAborted);
    end();
    session = attach(provider);
    return { address, chainId };
  }

  function end() {
    session?.detach();
    session = undefined;
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
      if (options.discovery === false) {
        publish([]);
        return () => {};
      }
      return watchAnnouncedWallets(publish);
    },

    async connect({ connectorId }) {
      const result = await establish(connectorId, 'eth_requestAccounts');
      if (!result) throw new LatchError(LatchMessages.walletReturnedNoAccount);
      return result;
    },

    reconnect: ({ connectorId }) => establish(connectorId, 'eth_accounts'),

    async disconnect() {
      const provider = session?.provider;
      end();
      // Wallets that support it forget the permission, so the next connect asks again.
      await provider?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined);
    },

    getBalance: ({ address, network }) => readNativeBalance(address, network),

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
