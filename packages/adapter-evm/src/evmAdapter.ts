import { LatchError, NO_CONNECTION_CONTROLLER_CLIENT, WALLET_RETURNED_NO_ACCOUNT, walletUnavailableMessage, type AdapterContext, type AdapterEvent, type CaipNetwork, type ChainAdapter, type Clock, type PairingHooks } from '@latch/core';
import { injected, legacyInjectedProvider } from './connectors/injected.js';
import { toConnectorInfo, type EvmConnector } from './connectors/types.js';
import { walletConnect } from './connectors/walletConnect.js';
import { embeddedWallet } from './connectors/embeddedWallet.js';
import type { EmbeddedWalletOptions } from './embedded/options.js';
import type { EIP1193Provider } from './provider.js';
import { lazyOnce } from './lazyOnce.js';
import { hearAnnouncements } from './announcements.js';
import { HUB_KEY, newWalletConnectHub } from './walletconnect/hub.js';
import type { WalletConnectOptions } from './walletconnect/options.js';

export interface EvmAdapterOptions {
  /** Connectors offered besides the discovered ones, first in the list. */
  connectors?: EvmConnector[];
  /** EIP-6963 and `window.ethereum` discovery; on by default. */
  discovery?: boolean;
  /**
   * Offers WalletConnect (QR code and deep links). Its SDK loads only when a person picks it, or when
   * a WalletConnect session kept from before is restored. The project id and the metadata shown in the
   * wallet are the Latch instance's (`createLatch`'s `projectId` and `metadata`).
   */
  walletConnect?: WalletConnectOptions;
  /**
   * Offers the embedded wallet (email login): keys in an iframe on the wallet's own origin. Its
   * client loads with the first email, or when a session kept from before is restored. The frame is
   * loaded for the Latch instance's project id and told its metadata.
   */
  embeddedWallet?: EmbeddedWalletOptions;
  /**
   * RPC URLs by EIP-155 chain id, tried before the network's own (put the dApp's own node first). The
   * adapter's reads (balances, receipts) rank all of a chain's URLs by pinging them and fall back from
   * one to the next; the wallet's requests go to the wallet.
   */
  rpcUrls?: Record<number, string[]>;
  /**
   * Time for the RPC pings and receipt polling; the system clock by default. Request timeouts are
   * ethers' own. The embedded wallet's limits use it too, else the Latch instance's clock.
   */
  clock?: Clock;
}

interface Session {
  connector: EvmConnector;
  provider: EIP1193Provider;
  address: string;
  detach(): void;
}

/** A connect asks the person; a reconnect restores what they granted before, silently. */
type Attempt = { kind: 'connect'; network?: CaipNetwork; pairing?: PairingHooks } | { kind: 'reconnect' };

// The adapter itself is what a page loads with its entry; discovery, the wallet session and the
// adapter's own RPC reads (and the schemas they parse with) come with import() once the page has started,
// and ethers with the first signature, transaction, switch or read (loadEthers.ts).
const loadSession = () => import('./session.js');
const loadDiscovery = () => import('./discovery.js');
const loadReads = () => import('./rpc/chainReads.js');

export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const connectors = new Map<string, EvmConnector>();
  const listeners = new Set<(event: AdapterEvent) => void>();
  const emit = (event: AdapterEvent) => listeners.forEach((listener) => listener(event));
  // What the Latch instance says of itself (project id, metadata, clock), once it has made this adapter its own.
  let latch: AdapterContext | undefined;
  const context = () => latch;
  const walletConnectConnector = options.walletConnect ? walletConnect(options.walletConnect, context) : undefined;
  const embedded = options.embeddedWallet ? embeddedWallet({ clock: options.clock, ...options.embeddedWallet }, emit, context) : undefined;
  let session: Session | undefined;
  /** Only the latest connect or reconnect may attach its session; an older one that answers late is dropped. */
  let latestAttempt = 0;
  const reads = lazyOnce(() => loadReads().then(({ createChainReads }) => createChainReads({ rpcUrls: options.rpcUrls, clock: options.clock })));
  const chainReads = () => reads.get();

  /** WalletConnect (first, SPEC 2), the embedded wallet, configured connectors, announced wallets, then `window.ethereum` unless it is one of them. */
  const listFrom = (announcedWallets: EvmConnector[]): EvmConnector[] => {
    const remote = [walletConnectConnector, embedded?.connector].filter((c): c is EvmConnector => c !== undefined);
    const list = [...remote, ...(options.connectors ?? []), ...announcedWallets];
    const legacy = options.discovery === false ? undefined : legacyInjectedProvider();
    if (legacy && !list.some((c) => c.getProvider() === legacy)) list.push(injected());
    return list.filter((c, index) => list.findIndex((other) => other.id === c.id) === index);
  };

  function end() {
    session?.detach();
    session = undefined;
  }

  /** The provider to ask: one on the page, or, for a remote connector, that of the session it opens or restores. */
  async function reach(connector: EvmConnector, attempt: Attempt): Promise<EIP1193Provider | undefined> {
    if (!connector.remote) return connector.getProvider();
    return attempt.kind === 'connect' ? connector.remote.open(attempt) : connector.remote.restore();
  }

  async function establish(connectorId: string, attempt: Attempt) {
    const id = ++latestAttempt;
    const connector = connectors.get(connectorId);
    const provider = connector && (await reach(connector, attempt));
    if (!connector || !provider) {
      if (connector?.remote && attempt.kind === 'reconnect') return undefined;
      throw new LatchError(walletUnavailableMessage(connectorId));
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
      emit(event);
    };
    session = { connector, provider, address: result.address, detach: listenToWallet(provider, follow, end) };
    return result;
  }

  return {
    namespace: 'eip155',
    init: (context) => {
      latch = context;
      // Other namespaces' WalletConnect (Solana's) asks through this adapter's session: one QR code, one session for all.
      if (walletConnectConnector) context.share(HUB_KEY, newWalletConnectHub).session = walletConnectConnector.remote!.shared;
    },
    emailLogin: embedded?.emailLogin,
    showAuthFrame: embedded && ((rect, themeMode) => embedded.showFrame(rect, themeMode)),

    watchConnectors(onChange) {
      const publish = (announcedWallets: EvmConnector[]) => {
        const list = listFrom(announcedWallets);
        connectors.clear();
        list.forEach((c) => connectors.set(c.id, c));
        onChange(list.map(toConnectorInfo));
      };
      publish([]);
      if (options.discovery === false || typeof window === 'undefined') return () => {};
      // Heard from now on, validated once the discovery chunk has come.
      const announcements = hearAnnouncements();
      let stopped = false;
      let stop = () => announcements.stop();
      void loadDiscovery().then(({ watchAnnouncedWallets }) => {
        if (!stopped) stop = watchAnnouncedWallets(announcements, publish);
      });
      return () => {
        stopped = true;
        stop();
      };
    },

    async connect({ connectorId, network, pairing }) {
      const result = await establish(connectorId, { kind: 'connect', network, pairing });
      if (!result) throw new LatchError(WALLET_RETURNED_NO_ACCOUNT);
      return result;
    },

    reconnect: ({ connectorId }) => establish(connectorId, { kind: 'reconnect' }),

    preparePairing: async ({ network }) => {
      // A session already open needs no pairing.
      if (!session) await walletConnectConnector?.remote?.prepare?.({ network });
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
      if (!provider) throw new LatchError(NO_CONNECTION_CONTROLLER_CLIENT);
      const { switchChain } = await loadSession();
      await switchChain(provider, network);
    },

    async send({ to, value, token, network }) {
      if (!session) throw new LatchError(NO_CONNECTION_CONTROLLER_CLIENT);
      const { provider, address } = session;
      const [{ sendEvm }, { confirm }] = await Promise.all([loadSession(), chainReads()]);
      return sendEvm(provider, { from: address, to, value, token }, (hash) => confirm(hash, network));
    },

    async sendTransaction({ to, data, value, gas, network }) {
      if (!session) throw new LatchError(NO_CONNECTION_CONTROLLER_CLIENT);
      const { provider, address } = session;
      const [{ sendThroughWallet }, { confirm }] = await Promise.all([loadSession(), chainReads()]);
      return sendThroughWallet(provider, { from: address, to, data, value, gas }, (hash) => confirm(hash, network));
    },

    decodeApproval: async (data) => (await loadSession()).decodeApproval(data),

    canonicalAddress: async (address) => (await loadSession()).canonicalAddress(address),

    async signMessage({ message, address }) {
      const provider = session?.provider;
      if (!provider) throw new LatchError(NO_CONNECTION_CONTROLLER_CLIENT);
      const { signPersonal } = await loadSession();
      return signPersonal(provider, message, address);
    },

    getBalance: async ({ address, network }) => (await chainReads()).balance(address, network),

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    destroy: () => embedded?.destroy(),
  };
}
