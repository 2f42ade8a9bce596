import { ErrorMessages, LatchError, LatchMessages, lazyOnce, type AdapterEvent, type CaipNetwork, type ChainAdapter, type ConnectorInfo, type PairingHooks } from '@latch/core';
import type { Announcements } from './announcements.js';
import { listConnectors } from './connectors/list.js';
import { toConnectorInfo, type EvmConnector } from './connectors/types.js';
import { watchAnnouncedWallets } from './discovery.js';
import type { EvmAdapterOptions } from './evmAdapter.js';
import type { EIP1193Provider } from './provider.js';

interface Session {
  connector: EvmConnector;
  provider: EIP1193Provider;
  address: string;
  detach(): void;
}

/** A connect asks the person; a reconnect restores what they granted before, silently. */
type Attempt = { kind: 'connect'; network?: CaipNetwork; pairing?: PairingHooks } | { kind: 'reconnect'; network?: CaipNetwork };

/** What the shell (evmAdapter.ts) holds from the page's start and hands the body. */
export interface EvmAdapterHost {
  /** WalletConnect and the embedded wallet, when configured: listed from the start, their sessions loaded on demand. */
  remote: EvmConnector[];
  emit(event: AdapterEvent): void;
}

export type EvmAdapterBody = Required<Pick<ChainAdapter, 'connect' | 'reconnect' | 'preparePairing' | 'disconnect' | 'switchNetwork' | 'send' | 'sendTransaction' | 'decodeApproval' | 'canonicalAddress' | 'signMessage' | 'getBalance' | 'getWalletProvider'>> & {
  /** Lists the connectors now and as `announcements` (EIP-6963, heard since the shell started watching) bring wallets; returns the stop. */
  watchConnectors(onChange: (connectors: ConnectorInfo[]) => void, announcements: Announcements | undefined): () => void;
};

// This body comes with import() once the page has started (evmAdapter.ts), discovery with it; the wallet
// session and the adapter's own RPC reads (and the schemas they parse with) come with import() when
// first needed, and ethers with the first signature, transaction, switch or read (loadEthers.ts).
const loadSession = () => import('./session.js');
const loadReads = () => import('./rpc/chainReads.js');

export function createEvmAdapterBody(options: EvmAdapterOptions, host: EvmAdapterHost): EvmAdapterBody {
  const connectors = new Map<string, EvmConnector>();
  let session: Session | undefined;
  /** Only the latest connect or reconnect may attach its session; an older one that answers late is dropped. */
  let latestAttempt = 0;
  const reads = lazyOnce(() => loadReads().then(({ createChainReads }) => createChainReads({ rpcUrls: options.rpcUrls, clock: options.clock })));
  const chainReads = () => reads.get();
  const walletConnect = host.remote.find((c) => c.type === 'WALLET_CONNECT');

  function end() {
    session?.detach();
    session = undefined;
  }

  /** The provider to ask: one on the page, or, for a remote connector, that of the session it opens or restores. */
  async function reach(connector: EvmConnector, attempt: Attempt): Promise<EIP1193Provider | undefined> {
    if (!connector.remote) return connector.getProvider();
    return attempt.kind === 'connect' ? connector.remote.open(attempt) : connector.remote.restore(attempt);
  }

  async function establish(connectorId: string, attempt: Attempt) {
    const id = ++latestAttempt;
    const connector = connectors.get(connectorId);
    const provider = connector && (await reach(connector, attempt));
    if (!connector || !provider) {
      if (connector?.remote && attempt.kind === 'reconnect') return undefined;
      throw new LatchError(LatchMessages.walletUnavailable(connectorId));
    }
    const { requestAccount, listenToWallet } = await loadSession();
    const method = attempt.kind === 'connect' ? 'eth_requestAccounts' : 'eth_accounts';
    const result = await requestAccount(provider, method, () => id === latestAttempt);
    if (!result) return undefined;
    const previous = session;
    end();
    // A remote session left for another wallet would otherwise be restored on the next reload.
    if (previous && previous.connector !== connector) void previous.connector.remote?.close().catch(() => undefined);
    const follow = (event: AdapterEvent) => {
      // Sends go from the account the wallet has now.
      if (event.type === 'accountsChanged' && event.accounts[0] && session) session.address = event.accounts[0];
      host.emit(event);
    };
    session = { connector, provider, address: result.address, detach: listenToWallet(provider, follow, end) };
    const user = provider.embeddedUser?.();
    return user ? { ...result, user } : result;
  }

  return {
    watchConnectors(onChange, announcements) {
      const publish = (announcedWallets: EvmConnector[], told = false) => {
        const list = listConnectors(host.remote, options, announcedWallets);
        connectors.clear();
        list.forEach((c) => connectors.set(c.id, c));
        if (!told) onChange(list.map(toConnectorInfo));
      };
      // The shell has listed these already.
      publish([], true);
      return announcements ? watchAnnouncedWallets(announcements, publish) : () => {};
    },

    async connect({ connectorId, network, pairing }) {
      const result = await establish(connectorId, { kind: 'connect', network, pairing });
      if (!result) throw new LatchError(LatchMessages.walletReturnedNoAccount);
      return result;
    },

    reconnect: ({ connectorId, network }) => establish(connectorId, { kind: 'reconnect', network }),

    preparePairing: async ({ network }) => {
      // A session already open needs no pairing.
      if (!session) await walletConnect?.remote?.prepare?.({ network });
    },

    async disconnect() {
      const ended = session;
      end();
      if (ended?.connector.remote) return ended.connector.remote.close();
      // Wallets that support it forget the permission, so the next connect asks again.
      await ended?.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined);
    },

    async switchNetwork({ network }) {
      const provider = session?.provider;
      if (!provider) throw new LatchError(ErrorMessages.noConnectionControllerClient);
      const { switchChain } = await loadSession();
      await switchChain(provider, network);
    },

    async send({ to, value, token, network }) {
      if (!session) throw new LatchError(ErrorMessages.noConnectionControllerClient);
      const { provider, address } = session;
      const [{ sendEvm }, { confirm }] = await Promise.all([loadSession(), chainReads()]);
      return sendEvm(provider, { from: address, to, value, token }, (hash) => confirm(hash, network));
    },

    async sendTransaction({ to, data, value, gas, network }) {
      if (!session) throw new LatchError(ErrorMessages.noConnectionControllerClient);
      const { provider, address } = session;
      const [{ sendThroughWallet }, { confirm }] = await Promise.all([loadSession(), chainReads()]);
      return sendThroughWallet(provider, { from: address, to, data, value, gas }, (hash) => confirm(hash, network));
    },

    decodeApproval: async (data) => (await loadSession()).decodeApproval(data),

    canonicalAddress: async (address) => (await loadSession()).canonicalAddress(address),

    async signMessage({ message, address }) {
      const provider = session?.provider;
      if (!provider) throw new LatchError(ErrorMessages.noConnectionControllerClient);
      const { signPersonal } = await loadSession();
      return signPersonal(provider, message, address);
    },

    getBalance: async ({ address, network, fresh }) => (await chainReads()).balance(address, network, { fresh }),

    // The wallet's own EIP-1193 provider (an extension's, WalletConnect's, the embedded wallet frame's).
    getWalletProvider: async () => session?.provider,
  };
}
