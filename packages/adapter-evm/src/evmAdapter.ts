import { lazyAdapter, walletConnectHub, type ChainAdapter, type Clock } from '@latch/core';
import { listConnectors } from './connectors/list.js';
import { toConnectorInfo, type EvmConnector } from './connectors/types.js';
import { walletConnect } from './connectors/walletConnect.js';
import { embeddedWallet } from './connectors/embeddedWallet.js';
import type { EmbeddedWalletOptions } from './embedded/options.js';
import { EVM_RULES } from './rules.js';
import { hearAnnouncements } from './announcements.js';
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

const DELEGATED = ['connect', 'reconnect', 'preparePairing', 'disconnect', 'switchNetwork', 'send', 'sendTransaction', 'decodeApproval', 'canonicalAddress', 'signMessage', 'getBalance', 'getWalletProvider'] as const;

export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  return lazyAdapter(({ context, emit }) => {
    const walletConnectConnector = options.walletConnect ? walletConnect(options.walletConnect, context) : undefined;
    const embedded = options.embeddedWallet ? embeddedWallet({ clock: options.clock, ...options.embeddedWallet }, emit, context) : undefined;
    const remote = [walletConnectConnector, embedded?.connector].filter((c): c is EvmConnector => c !== undefined);
    const discovery = options.discovery !== false && typeof window !== 'undefined';
    return {
      namespace: 'eip155',
      rules: EVM_RULES,
      load: () => loadBody().then(({ createEvmAdapterBody }) => createEvmAdapterBody(options, { remote, emit })),
      delegated: DELEGATED,
      init: (latch) => {
        // Other namespaces' WalletConnect (Solana's) asks through this adapter's session: one QR code, one session for all.
        if (walletConnectConnector) walletConnectHub(latch).session = walletConnectConnector.remote!.shared;
      },
      watchEarly(onChange) {
        onChange(listConnectors(remote, options, []).map(toConnectorInfo));
        // Heard from now on, validated once the body (with discovery) has come.
        return discovery ? hearAnnouncements() : undefined;
      },
      emailLogin: embedded?.emailLogin,
      socialLogin: embedded?.socialLogin,
      farcasterLogin: embedded?.farcasterLogin,
      passkeyLogin: embedded?.passkeyLogin,
      setPreferredAccountType: embedded?.setPreferredAccountType,
      showAuthFrame: embedded?.showFrame,
      destroy: () => embedded?.destroy(),
    };
  });
}
