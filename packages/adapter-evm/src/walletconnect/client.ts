// Loaded on demand, when a person picks WalletConnect or a kept WalletConnect session is restored;
// it brings the WalletConnect SDK in with import() in turn, so the SDK is never in the page's entry.
import { ErrorMessages, LatchError, LatchMessages, type NamespaceContribution, type PairingHooks, type WalletConnectHub, type WalletConnectSession } from '@latch/core';
import { connectionError, skipVerify, startReleasable } from '@latch/core/walletconnect';
import { parseChainId } from '../eip1193.js';
import { loadEthers } from '../loadEthers.js';
import type { EIP1193Provider } from '../provider.js';
import { eip155Contribution, type EvmChain } from './eip155Namespace.js';
import { proposalNamespaces } from './namespaces.js';
import type { WalletConnectSessionOptions } from './options.js';
import { createProposer } from './proposal.js';
import { chooseAccount, sessionAccounts, sessionTopic } from './sessionAccounts.js';
import { sharedSession } from './sharedSession.js';

export interface WalletConnectClient {
  /** Proposes a session for `chains` (and every namespace of the hub); resolves with the provider once the wallet approves. */
  open(params: { chains: EvmChain[]; preferredChainId?: number; pairing?: PairingHooks }): Promise<EIP1193Provider>;
  /** Makes the proposal `open` with the same chains will take over, unless a session is already open. */
  prepare(params: { chains: EvmChain[] }): Promise<void>;
  /** The provider of the session kept from before, if there is one. */
  restore(): Promise<EIP1193Provider | undefined>;
  /** Ends the session, for the wallet too. */
  close(): Promise<void>;
  /** The same session as the other namespaces of the Latch instance use it. */
  shared: WalletConnectSession;
}

/** How the session is shared: the hub other namespaces registered in, and the chains to ask for when another namespace proposes. */
export interface SessionSharing {
  hub?: WalletConnectHub;
  chains(): EvmChain[];
}

// The SDK will not start without a chain; a kept session then brings its own.
const FALLBACK_CHAIN: EvmChain = { id: 1 };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/** `lifetime` is the Latch instance's: when it ends, the client lets go of the SDK's timers, socket and listeners. */
export async function createWalletConnectClient(options: WalletConnectSessionOptions, chains: EvmChain[], sharing: SessionSharing, lifetime?: AbortSignal): Promise<WalletConnectClient> {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
  const [first = FALLBACK_CHAIN, ...rest] = chains;
  const init = () =>
    EthereumProvider.init({
      projectId: options.projectId,
      relayUrl: options.relayUrl,
      metadata: options.metadata,
      storage: options.storage,
      showQrModal: false,
      telemetryEnabled: false,
      optionalChains: [first.id, ...rest.map(({ id }) => id)],
      rpcMap: eip155Contribution([first, ...rest]).rpcMap,
    });
  const provider = await startReleasable(init, ({ signer }) => signer.client, lifetime);
  const { signer } = provider;
  if (options.verify === false) skipVerify(signer.client.core);
  const proposer = createProposer({
    connect: (params) => signer.connect(params),
    onDisplayUri: (listener) => provider.on('display_uri', listener),
    hasPairing: (topic) => signer.client.core.pairing.pairings.getAll().some((pairing) => pairing.topic === topic),
  });

  /** Proposes what `first` asks and what every namespace of the hub asks; the session this replaces ends, for its wallet too. */
  async function propose(first: NamespaceContribution[], pairing: PairingHooks | undefined): Promise<unknown> {
    const previous = sessionTopic(provider.session);
    let session: unknown;
    try {
      session = await proposer.propose(await proposalNamespaces(first, sharing.hub), pairing);
    } catch (error) {
      throw connectionError(error);
    }
    const topic = sessionTopic(session);
    if (previous && previous !== topic) await signer.client.disconnect({ topic: previous, reason: USER_DISCONNECTED }).catch(() => undefined);
    return session;
  }

  /**
   * Points the provider at the session's EIP-155 account on `preferredChainId` (else its first);
   * false when the session grants none. The provider speaks for the chain it was made with until
   * told otherwise, and the wallet may have approved another: an approved chain switches locally.
   */
  async function settle(session: unknown, preferredChainId?: number): Promise<boolean> {
    const account = chooseAccount(sessionAccounts(session, 'eip155'), preferredChainId === undefined ? undefined : `eip155:${preferredChainId}`);
    if (!account) return false;
    const chainId = parseChainId(account.chain.slice('eip155:'.length));
    if (chainId === undefined) throw new LatchError(LatchMessages.walletInvalidChainId);
    const { toQuantity } = await loadEthers();
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toQuantity(chainId) }] });
    return true;
  }

  const close = async () => {
    if (provider.session) await provider.disconnect();
  };

  return {
    async open({ chains, preferredChainId, pairing }) {
      if (!chains.length) throw new LatchError(ErrorMessages.chainRequired);
      const session = await propose([eip155Contribution(chains)], pairing);
      if (!(await settle(session, preferredChainId))) {
        await provider.disconnect().catch(() => undefined);
        throw new LatchError(LatchMessages.walletReturnedNoAccount);
      }
      return provider;
    },

    async prepare({ chains }) {
      if (provider.session || !chains.length) return;
      proposer.prepare(await proposalNamespaces([eip155Contribution(chains)], sharing.hub));
    },

    restore: async () => (provider.session ? provider : undefined),
    close,

    shared: sharedSession({
      signer,
      session: () => provider.session,
      async open({ contribution, pairing }) {
        const session = await propose([contribution, eip155Contribution(sharing.chains())], pairing);
        // Ready for the EIP-155 side to join without asking; a session without it is the other namespace's alone.
        await settle(session).catch(() => false);
        return session;
      },
      close,
    }),
  };
}
