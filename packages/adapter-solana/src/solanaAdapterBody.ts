import { ErrorMessages, LatchError, LatchMessages, lazyOnce, type AdapterHost, type CaipNetwork, type ChainAdapter, type NamespaceContribution, type PairingHooks } from '@latch/core';
import { referenceOf, walletChainsFor } from './chains.js';
import { toConnectorInfo, type SolanaConnector, type SolanaWallet } from './connectors/types.js';
import { walletConnect } from './connectors/walletConnect.js';
import { embeddedWallet } from './connectors/embeddedWallet.js';
import type { SolanaAdapterOptions } from './solanaAdapterOptions.js';
import { configuredSolanaNetworks, solanaContribution } from './walletconnect/solanaNamespace.js';
import { solanaWalletProvider } from './wallet/walletProvider.js';

interface Session {
  connector: SolanaConnector;
  wallet: SolanaWallet;
  address: string;
  detach(): void;
}

type Attempt = { silent: false; network?: CaipNetwork; pairing?: PairingHooks } | { silent: true; network?: CaipNetwork };

// This body comes with import() once the page has started (solanaAdapter.ts); discovery, the wallet code
// and the RPC reads come with import() when needed, and @solana/web3.js with the first send, signature
// or read (loadWeb3.ts).
const loadSession = () => import('./session.js');
const loadDiscovery = () => import('./standard/discovery.js');
const loadReads = () => import('./rpc/chainReads.js');

const referenceOfNetwork = (network: CaipNetwork | undefined) => (network?.chainNamespace === 'solana' ? network.caipNetworkId.slice('solana:'.length) : undefined);

/** The ChainAdapter's methods that do the work; `namespace`, `rules`, `init` and `subscribe` stay with the adapter the page holds. */
export type SolanaAdapterBody = Omit<ChainAdapter, 'namespace' | 'rules' | 'init' | 'subscribe'> &
  Required<Pick<ChainAdapter, 'canonicalAddress'>> & {
    /** What a WalletConnect session shared with other namespaces asks for Solana: the dApp's Solana networks and the configured chains. */
    walletConnectContribution(): NamespaceContribution;
  };

export function createSolanaAdapterBody(options: SolanaAdapterOptions, { context, emit }: AdapterHost): SolanaAdapterBody {
  const connectors = new Map<string, SolanaConnector>();
  const walletConnectConnector = options.walletConnect ? walletConnect(options.walletConnect, context) : undefined;
  const embedded = options.embeddedWallet ? embeddedWallet({ ...options.embeddedWallet, clock: options.embeddedWallet.clock ?? options.clock }, context, emit) : undefined;
  let session: Session | undefined;
  /** The network of the last connect or switch: a silent restore reports it when core names none. */
  let lastNetwork: CaipNetwork | undefined;
  /** Only the latest connect or reconnect may attach its session; an older one that answers late is dropped. */
  let latestAttempt = 0;
  const reads = lazyOnce(() => loadReads().then(({ createChainReads }) => createChainReads({ rpcUrls: options.rpcUrls, clock: options.clock ?? context()?.clock })));

  const listFrom = (discovered: SolanaConnector[]): SolanaConnector[] => {
    const remote = [walletConnectConnector, embedded].filter((c): c is SolanaConnector => c !== undefined);
    const list = [...remote, ...(options.connectors ?? []), ...discovered];
    return list.filter((c, index) => list.findIndex((other) => other.id === c.id) === index);
  };

  function end() {
    session?.detach();
    session = undefined;
  }

  const connected = (): Session => {
    if (!session) throw new LatchError(ErrorMessages.noConnectionControllerClient);
    return session;
  };

  /** The CAIP-2 reference to report: the network asked for, else the first the wallet names that maps to one. */
  const chainIdFor = (wallet: SolanaWallet, network: CaipNetwork | undefined) => {
    const reference = referenceOfNetwork(network) ?? wallet.chains.map(referenceOf).find((r) => r !== undefined);
    if (!reference) throw new LatchError(ErrorMessages.chainRequired);
    return reference;
  };

  async function establish(connectorId: string, attempt: Attempt) {
    const id = ++latestAttempt;
    const connector = connectors.get(connectorId);
    if (!connector) {
      if (attempt.silent) return undefined;
      throw new LatchError(LatchMessages.walletUnavailable(connectorId));
    }
    const network = attempt.network ?? lastNetwork;
    const networks = network?.chainNamespace === 'solana' ? [network] : [];
    const wallet = await connector.open({ silent: attempt.silent, networks, pairing: attempt.silent ? undefined : attempt.pairing });
    // Overtaken by a newer attempt: this one's wallet is not attached.
    if (id !== latestAttempt) throw new LatchError(ErrorMessages.requestAborted);
    if (!wallet) return undefined;
    const [address] = wallet.addresses;
    if (!address) return undefined;
    const chainId = chainIdFor(wallet, network);
    const previous = session;
    end();
    if (previous && previous.connector !== connector) void previous.wallet.disconnect().catch(() => undefined);
    if (network?.chainNamespace === 'solana') lastNetwork = network;
    const detach = wallet.listen((change) => {
      if (change.type === 'disconnect') {
        end();
        emit({ type: 'disconnect' });
        return;
      }
      if (session && change.addresses[0]) session.address = change.addresses[0];
      emit({ type: 'accountsChanged', accounts: change.addresses });
    });
    session = { connector, wallet, address, detach };
    return { address, chainId, ...(wallet.embeddedUser ? { user: wallet.embeddedUser } : {}) };
  }

  return {
    watchConnectors(onChange) {
      const publish = (discovered: SolanaConnector[]) => {
        const list = listFrom(discovered);
        connectors.clear();
        list.forEach((c) => connectors.set(c.id, c));
        onChange(list.map(toConnectorInfo));
      };
      publish([]);
      if (options.discovery === false) return () => {};
      let stopped = false;
      let stop = () => {};
      void loadDiscovery().then(({ watchRegisteredWallets }) => {
        if (!stopped) stop = watchRegisteredWallets(publish);
      });
      return () => {
        stopped = true;
        stop();
      };
    },

    async connect({ connectorId, network, pairing }) {
      const result = await establish(connectorId, { silent: false, network, pairing });
      if (!result) throw new LatchError(LatchMessages.walletReturnedNoAccount);
      return result;
    },

    // Core may name the network to restore on (as it does for connect); a restore without one reports the last known.
    reconnect: ({ connectorId, network }: { connectorId: string; network?: CaipNetwork }) => establish(connectorId, { silent: true, network }),

    async disconnect() {
      const ended = session;
      end();
      await ended?.wallet.disconnect().catch(() => undefined);
    },

    async switchNetwork({ network }) {
      const { wallet } = connected();
      const servable = network.chainNamespace === 'solana' && (!wallet.chainsFixed || walletChainsFor(network).some((chain) => wallet.chains.includes(chain)));
      if (!servable) throw new LatchError(ErrorMessages.chainNotSupported, { details: network.caipNetworkId });
      lastNetwork = network;
    },

    async signMessage({ message, address }) {
      const { wallet } = connected();
      const { signSolanaMessage } = await loadSession();
      return signSolanaMessage(wallet, message, address);
    },

    async send({ to, value, token, network }) {
      const { wallet, address } = connected();
      const [{ sendSol }, chainReads] = await Promise.all([loadSession(), reads.get()]);
      return sendSol(wallet, chainReads, { from: address, to, value, token, network }, options.sendOptions);
    },

    canonicalAddress: async (address) => (await loadSession()).canonicalAddress(address),

    getBalance: async ({ address, network, fresh }) => (await reads.get()).balance(address, network, { fresh }),

    getWalletProvider: async () => session && solanaWalletProvider(session.wallet, session.address, () => lastNetwork),

    walletConnectContribution: () => solanaContribution(configuredSolanaNetworks(context()), options.walletConnect?.chains),
  };
}
