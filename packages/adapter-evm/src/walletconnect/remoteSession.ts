import { Alerts, LatchError, walletConnectHub, type AdapterContext, type CaipNetwork } from '@latch/core';
import { parseChainId } from '../chainId.js';
import type { RemoteSession } from '../connectors/types.js';
import type { WalletConnectClient } from './client.js';
import type { EvmChain } from './eip155Namespace.js';
import type { WalletConnectOptions } from './options.js';

/**
 * The WalletConnect connector's session side, loaded when a person picks WalletConnect, a kept
 * session is restored, or another namespace uses the shared session. The SDK itself loads later
 * still, with the client.
 */
export function walletConnectSession(adapterOptions: WalletConnectOptions, latch: AdapterContext | undefined): RemoteSession {
  // The project id and metadata are the Latch instance's (ChainAdapter.init).
  if (!latch?.projectId) throw new LatchError(Alerts.projectIdNotConfigured.shortMessage);
  const options = { ...adapterOptions, projectId: latch.projectId, metadata: latch.metadata };
  const hub = walletConnectHub(latch);
  const rpcUrls = new Map<number, string>();
  let client: Promise<WalletConnectClient> | undefined;

  const learn = (network: CaipNetwork | undefined) => {
    const chainId = network?.chainNamespace === 'eip155' ? parseChainId(network.id) : undefined;
    const rpcUrl = network?.rpcUrls.default.http[0];
    if (chainId !== undefined && rpcUrl) rpcUrls.set(chainId, rpcUrl);
    return chainId;
  };
  // The dApp's EIP-155 networks are asked for in every proposal, whichever namespace makes it.
  const configured = (latch.networks ?? []).map(learn).filter((chainId) => chainId !== undefined);

  /** The network being connected to first, then the configured chains, with the RPC URLs seen so far. */
  const chainsFor = (chainId: number | undefined): EvmChain[] =>
    [...new Set([...(chainId === undefined ? [] : [chainId]), ...(options.chains ?? []), ...configured])].map((id) => ({ id, rpcUrl: rpcUrls.get(id) }));

  const load = (chainId?: number) => {
    if (!client) {
      const started = import('./client.js').then(({ createWalletConnectClient }) => createWalletConnectClient(options, chainsFor(chainId), { hub, chains: () => chainsFor(undefined) }, latch.signal));
      // A start that failed (relay unreachable, say) is tried again next time.
      started.catch(() => {
        if (client === started) client = undefined;
      });
      client = started;
    }
    return client;
  };

  return {
    async open({ network, pairing }) {
      const chainId = learn(network);
      return (await load(chainId)).open({ chains: chainsFor(chainId), preferredChainId: chainId, pairing });
    },
    async prepare({ network }) {
      const chainId = learn(network);
      await (await load(chainId)).prepare({ chains: chainsFor(chainId) });
    },
    restore: async () => (await load()).restore(),
    close: async () => (await client)?.close(),
    shared: async () => (await load()).shared,
  };
}
