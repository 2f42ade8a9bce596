import { createDevProvider } from '../devProvider.js';
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '../solana/network.js';
import { ApprovalQueue } from './approvals.js';
import { proposedChains, supportedNamespaces } from './namespaces.js';
import { closeWalletConnectClient, startWalletKit, type WalletKitStorage } from './walletKitClient.js';
import { prepareRequest, toRpcError, WALLET_ERRORS, type Eip155Signer, type PreparedRequest } from './walletRequests.js';

export interface SampleWalletOptions {
  relayUrl: string;
  /** The chain the wallet signs for and sends transactions to (anvil). */
  rpcUrl: string;
  privateKey: string;
  /** Defaults to 31337, anvil's. */
  chainId?: number;
  /** Any non-empty id: the local relay does not check it. */
  projectId?: string;
  /** Defaults to a fresh one per wallet, so several wallets (and a dApp) can share a process. */
  storagePrefix?: string;
  /** Where WalletConnect keeps keys, pairings and sessions; defaults to memory. A lasting one needs a lasting storagePrefix. */
  storage?: WalletKitStorage;
  /** Where failures of work nobody awaits go (auto-approvals, answers to the dApp). Defaults to console.error. */
  onError?: (error: unknown) => void;
  /**
   * A Solana key too: the wallet then approves the solana namespace on the local chain and answers
   * solana_signMessage, solana_signTransaction and solana_signAndSendTransaction (sent to `rpcUrl`).
   */
  solana?: { rpcUrl: string; secretKey: Uint8Array; chain?: string };
}

export interface WalletProposal {
  id: number;
  name: string;
  url: string;
  /** CAIP-2 chains the dApp asks for, required or optional. */
  chains: string[];
}

export interface WalletRequest {
  id: number;
  topic: string;
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string;
  method: string;
  params: unknown;
  dapp: { name: string; url: string };
}

export interface WalletSession {
  topic: string;
  name: string;
  url: string;
  /** CAIP-10 accounts. */
  accounts: string[];
  /** Seconds since the epoch. */
  expiry: number;
}

type Unsubscribe = () => void;

export interface SampleWallet {
  readonly address: string;
  /** The Solana address (base58), when the wallet holds a Solana key. */
  readonly solanaAddress?: string;
  /** Pairs with a `wc:` URI from a dApp; its proposal then reaches onProposal listeners. */
  pair(uri: string): Promise<void>;
  onProposal(listener: (proposal: WalletProposal) => void): Unsubscribe;
  /** Every request a dApp sends, including those answered at once (eth_chainId) or refused (unsupported methods). */
  onRequest(listener: (request: WalletRequest) => void): Unsubscribe;
  /** Hears every change of sessions() or waiting(). */
  onChange(listener: () => void): Unsubscribe;
  /** The ids of proposals and requests waiting for approve() or reject(), oldest first. */
  waiting(): number[];
  /** Approves the waiting proposal or signing request with this id, or the oldest one. */
  approve(id?: number): Promise<void>;
  /** Rejects the waiting proposal or signing request with this id, or the oldest one (error 4001 for a request). */
  reject(id?: number): Promise<void>;
  /** Approve proposals and signing requests without asking (for tests); turning it on approves what waits. */
  setAutoApprove(enabled: boolean): void;
  sessions(): WalletSession[];
  disconnect(topic: string): Promise<void>;
  disconnectAll(): Promise<void>;
  stop(): Promise<void>;
}

const METADATA = {
  name: 'Latch Sample Wallet',
  description: 'The devnet WalletConnect wallet: it signs with a dev key.',
  url: 'http://127.0.0.1:5175',
  icons: [],
};

/** A headless WalletConnect wallet over the devnet: WalletKit on the relay, ethers on anvil, a Solana key on the local Solana chain. No DOM, no Node-only API. */
export async function createSampleWallet(options: SampleWalletOptions): Promise<SampleWallet> {
  const chainId = options.chainId ?? 31337;
  const storagePrefix = options.storagePrefix ?? `latch-sample-wallet-${globalThis.crypto.randomUUID()}`;
  const onError = options.onError ?? ((error: unknown) => console.error('sample wallet:', error));
  const provider = createDevProvider({ rpcUrl: options.rpcUrl, privateKey: options.privateKey, chainId });
  const signer: Eip155Signer = { address: provider.address, chainId, provider };
  const [walletKit, { buildApprovedNamespaces, getSdkError }, solana] = await Promise.all([
    startWalletKit({ relayUrl: options.relayUrl, projectId: options.projectId ?? 'latch-devnet', storagePrefix, metadata: METADATA, storage: options.storage }),
    import('@walletconnect/utils'),
    options.solana && import('./solanaSigner.js').then(({ createSolanaSigner }) => createSolanaSigner({ chain: SOLANA_DEVNET_CAIP_NETWORK_ID, ...options.solana! })),
  ]);
  const signers = { eip155: signer, solana: solana || undefined };
  const proposalListeners = new Set<(proposal: WalletProposal) => void>();
  const requestListeners = new Set<(request: WalletRequest) => void>();
  const changeListeners = new Set<() => void>();
  const listen = <T>(listeners: Set<T>, listener: T): Unsubscribe => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const emit = <T>(listeners: Set<(value: T) => void>, value: T) => {
    for (const listener of listeners) {
      try {
        listener(value);
      } catch (error) {
        onError(error);
      }
    }
  };
  const changed = () => emit(changeListeners, undefined);
  const queue = new ApprovalQueue(onError, changed);

  /** The namespaces to approve, or why there are none: the SDK would refuse to approve an empty set. */
  const approvableNamespaces = (proposal: Parameters<typeof buildApprovedNamespaces>[0]['proposal']) => {
    try {
      const namespaces = buildApprovedNamespaces({ proposal, supportedNamespaces: supportedNamespaces(signer, signers.solana) });
      return Object.keys(namespaces).length > 0 ? namespaces : `none of ${proposedChains(proposal.requiredNamespaces, proposal.optionalNamespaces).join(', ') || 'its chains'} is served`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  walletKit.on('session_proposal', ({ id, params }) => {
    const { name, url } = params.proposer.metadata;
    queue.add({
      id,
      async approve() {
        const namespaces = approvableNamespaces(params);
        if (typeof namespaces === 'string') {
          await walletKit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_CHAINS', namespaces) });
          throw new Error(`The sample wallet cannot serve proposal ${id}, so it rejected it: ${namespaces}`);
        }
        await walletKit.approveSession({ id, namespaces });
        changed();
      },
      reject: () => walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') }),
    });
    emit(proposalListeners, { id, name, url, chains: proposedChains(params.requiredNamespaces, params.optionalNamespaces) });
  });

  walletKit.on('session_request', ({ id, topic, params: { request, chainId: chain } }) => {
    const respond = (answer: { result: unknown } | { error: { code: number; message: string } }) =>
      walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...answer } });
    const answer = async (prepared: PreparedRequest) => {
      let result: unknown;
      try {
        result = await prepared.run();
      } catch (error) {
        return respond({ error: toRpcError(error) });
      }
      await respond({ result });
    };
    let prepared: PreparedRequest | undefined;
    try {
      prepared = prepareRequest(signers, chain, request.method, request.params);
    } catch (error) {
      respond({ error: toRpcError(error) }).catch(onError);
    }
    if (prepared?.needsApproval) {
      const ready = prepared;
      queue.add({ id, topic, approve: () => answer(ready), reject: () => respond({ error: WALLET_ERRORS.userRejected }) });
    } else if (prepared) {
      answer(prepared).catch(onError);
    }
    const peer = walletKit.getActiveSessions()[topic]?.peer.metadata;
    emit(requestListeners, { id, topic, chainId: chain, method: request.method, params: request.params, dapp: { name: peer?.name ?? '', url: peer?.url ?? '' } });
  });

  walletKit.on('proposal_expire', ({ id }) => queue.forget((item) => item.id === id));
  walletKit.on('session_request_expire', ({ id }) => queue.forget((item) => item.id === id));
  walletKit.on('session_delete', ({ topic }) => {
    queue.forget((item) => item.topic === topic);
    changed();
  });
  const disconnect = async (topic: string) => {
    queue.forget((item) => item.topic === topic);
    await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') });
    changed();
  };

  let stopped = false;
  return {
    address: signer.address,
    solanaAddress: signers.solana?.address,
    pair: (uri) => walletKit.pair({ uri }).then(() => undefined),
    onProposal: (listener) => listen(proposalListeners, listener),
    onRequest: (listener) => listen(requestListeners, listener),
    onChange: (listener) => listen(changeListeners, listener),
    waiting: () => queue.ids(),
    async approve(id) {
      await queue.take(id).approve();
    },
    async reject(id) {
      await queue.take(id).reject();
    },
    setAutoApprove: (enabled) => queue.setAutoApprove(enabled),
    sessions: () =>
      Object.values(walletKit.getActiveSessions()).map((session) => ({
        topic: session.topic,
        name: session.peer.metadata.name,
        url: session.peer.metadata.url,
        accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
        expiry: session.expiry,
      })),
    disconnect,
    async disconnectAll() {
      for (const topic of Object.keys(walletKit.getActiveSessions())) await disconnect(topic);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      queue.forget(() => true);
      proposalListeners.clear();
      requestListeners.clear();
      changeListeners.clear();
      provider.destroy();
      await closeWalletConnectClient(walletKit, storagePrefix);
    },
  };
}
