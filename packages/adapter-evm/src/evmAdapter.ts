import type { AdapterContext, AdapterEvent, ChainAdapter, Clock } from '@latch/core';
import { EVM_ADDRESS_TYPED_PATTERN } from '@latch/core/api';
import { listConnectors } from './connectors/list.js';
import { toConnectorInfo, type EvmConnector } from './connectors/types.js';
import { walletConnect } from './connectors/walletConnect.js';
import { embeddedWallet } from './connectors/embeddedWallet.js';
import type { EmbeddedWalletOptions } from './embedded/options.js';
import type { EvmAdapterBody } from './evmAdapterBody.js';
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
   * Offers the embedded wallet (email and social login): keys in an iframe on the wallet's own origin. Its
   * client loads with the first email or social login, or when a session kept from before is restored. The frame is
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

// The page's entry carries only this shell: the connectors it lists from the start (so Connect paints
// them where they stay) and the EIP-6963 announcements heard since. The adapter's work, discovery
// with it, comes with import() once core starts watching the connectors.
const loadBody = () => import('./evmAdapterBody.js');

// The methods that wait for the body, named once: the entry pays for each byte.
const DELEGATED = ['connect', 'reconnect', 'preparePairing', 'disconnect', 'switchNetwork', 'send', 'sendTransaction', 'decodeApproval', 'canonicalAddress', 'signMessage', 'getBalance', 'getWalletProvider'] as const;
type Delegated = Pick<EvmAdapterBody, (typeof DELEGATED)[number]>;

export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>();
  const emit = (event: AdapterEvent) => listeners.forEach((listener) => listener(event));
  // What the Latch instance says of itself (project id, metadata, clock), once it has made this adapter its own.
  let latch: AdapterContext | undefined;
  const context = () => latch;
  const walletConnectConnector = options.walletConnect ? walletConnect(options.walletConnect, context) : undefined;
  const embedded = options.embeddedWallet ? embeddedWallet({ clock: options.clock, ...options.embeddedWallet }, emit, context) : undefined;
  const remote = [walletConnectConnector, embedded?.connector].filter((c): c is EvmConnector => c !== undefined);
  const discovery = options.discovery !== false && typeof window !== 'undefined';
  const body = lazyOnce(() => loadBody().then(({ createEvmAdapterBody }) => createEvmAdapterBody(options, { remote, emit })));
  const delegated = Object.fromEntries(
    DELEGATED.map((method) => [method, async (params: never) => ((await body.get())[method] as (params: never) => unknown)(params)]),
  ) as unknown as Delegated;

  return {
    namespace: 'eip155',
    // What core checks EIP-155 by (SPEC 4 and 5): 40 hex digits with an optional 0x; native and ERC-20 sends.
    rules: { address: EVM_ADDRESS_TYPED_PATTERN, sends: 'tokens' },
    init: (context) => {
      latch = context;
      // Other namespaces' WalletConnect (Solana's) asks through this adapter's session: one QR code, one session for all.
      if (walletConnectConnector) context.share(HUB_KEY, newWalletConnectHub).session = walletConnectConnector.remote!.shared;
    },
    emailLogin: embedded?.emailLogin,
    socialLogin: embedded?.socialLogin,
    farcasterLogin: embedded?.farcasterLogin,
    passkeyLogin: embedded?.passkeyLogin,
    setPreferredAccountType: embedded?.setPreferredAccountType,
    showAuthFrame: embedded && ((rect, themeMode) => embedded.showFrame(rect, themeMode)),

    watchConnectors(onChange) {
      onChange(listConnectors(remote, options, []).map(toConnectorInfo));
      // Heard from now on, validated once the body (with discovery) has come.
      const announcements = discovery ? hearAnnouncements() : undefined;
      let stopped = false;
      let stop = () => announcements?.stop();
      body.get().then(
        (adapter) => {
          if (!stopped) stop = adapter.watchConnectors(onChange, announcements);
        },
        // A body that failed to load leaves what the shell listed; a connect loads it again.
        () => undefined,
      );
      return () => {
        stopped = true;
        stop();
      };
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    destroy: () => embedded?.destroy(),
    ...delegated,
  };
}
