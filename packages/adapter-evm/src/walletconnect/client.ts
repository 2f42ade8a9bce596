// Loaded on demand, when a person picks WalletConnect or a kept WalletConnect session is restored;
// it brings the WalletConnect SDK in with import() in turn, so the SDK is never in the page's entry.
import type { PairingHooks } from '@latch/core';
import { CHAIN_REQUIRED, LatchError, WALLET_INVALID_CHAIN_ID, WALLET_RETURNED_NO_ACCOUNT } from '@latch/core';
import { parseChainId } from '../eip1193.js';
import type { EIP1193Provider } from '../provider.js';
import { eip155Contribution, type EvmChain } from './eip155Namespace.js';
import { connectionError } from './errors.js';
import { buildNamespaces } from './namespaces.js';
import type { WalletConnectOptions } from './options.js';
import { createProposer } from './proposal.js';
import { chooseAccount, sessionAccounts, sessionTopic } from './sessionAccounts.js';

export interface WalletConnectClient {
  /** Proposes a session for `chains`; resolves with the provider once the wallet approves. */
  open(params: { chains: EvmChain[]; preferredChainId?: number; pairing?: PairingHooks }): Promise<EIP1193Provider>;
  /** The provider of the session kept from before, if there is one. */
  restore(): Promise<EIP1193Provider | undefined>;
  /** Ends the session, for the wallet too. */
  close(): Promise<void>;
}

// The SDK will not start without a chain; a kept session then brings its own.
const FALLBACK_CHAIN: EvmChain = { id: 1 };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

export async function createWalletConnectClient(options: WalletConnectOptions, chains: EvmChain[]): Promise<WalletConnectClient> {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
  const [first = FALLBACK_CHAIN, ...rest] = chains;
  const provider = await EthereumProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    storage: options.storage,
    showQrModal: false,
    telemetryEnabled: false,
    optionalChains: [first.id, ...rest.map(({ id }) => id)],
    rpcMap: eip155Contribution([first, ...rest]).rpcMap,
  });
  const { signer } = provider;
  const propose = createProposer({
    connect: (params) => signer.connect(params),
    onDisplayUri: (listener) => provider.on('display_uri', listener),
    hasPairing: (topic) => signer.client.core.pairing.pairings.getAll().some((pairing) => pairing.topic === topic),
  });

  return {
    async open({ chains, preferredChainId, pairing }) {
      if (!chains.length) throw new LatchError(CHAIN_REQUIRED);
      const previous = sessionTopic(provider.session);
      let session: unknown;
      try {
        session = await propose(buildNamespaces([eip155Contribution(chains)]), pairing);
      } catch (error) {
        throw connectionError(error);
      }
      // One wallet session at a time: the one this replaces ends, for its wallet too.
      const topic = sessionTopic(session);
      if (previous && previous !== topic) await signer.client.disconnect({ topic: previous, reason: USER_DISCONNECTED }).catch(() => undefined);

      const account = chooseAccount(sessionAccounts(session, 'eip155'), preferredChainId === undefined ? undefined : `eip155:${preferredChainId}`);
      if (!account) {
        await provider.disconnect().catch(() => undefined);
        throw new LatchError(WALLET_RETURNED_NO_ACCOUNT);
      }
      const chainId = parseChainId(account.chain.slice('eip155:'.length));
      if (chainId === undefined) throw new LatchError(WALLET_INVALID_CHAIN_ID);
      // The provider speaks for the chain it was made with until told otherwise, and the wallet may
      // have approved another: an approved chain switches locally, without asking the wallet.
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${chainId.toString(16)}` }] });
      return provider;
    },

    restore: async () => (provider.session ? provider : undefined),

    async close() {
      if (provider.session) await provider.disconnect();
    },
  };
}
