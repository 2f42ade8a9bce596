import type { CaipNetwork } from '@latch/core';
import { parseChainId } from '../chainId.js';
import type { WalletConnectClient } from '../walletconnect/client.js';
import type { EvmChain } from '../walletconnect/eip155Namespace.js';
import type { WalletConnectOptions } from '../walletconnect/options.js';
import type { EvmConnector } from './types.js';

/**
 * WalletConnect: a session with a wallet elsewhere, through a relay. Nothing of the WalletConnect SDK
 * loads until a session is opened or a kept one is restored.
 */
export function walletConnect(options: WalletConnectOptions): EvmConnector {
  const rpcUrls = new Map<number, string>();
  let client: Promise<WalletConnectClient> | undefined;

  /** The network being connected to first, then the configured chains, with the RPC URLs seen so far. */
  const chainsFor = (chainId: number | undefined): EvmChain[] =>
    [...new Set([...(chainId === undefined ? [] : [chainId]), ...(options.chains ?? [])])].map((id) => ({ id, rpcUrl: rpcUrls.get(id) }));

  const load = (chainId?: number) => {
    if (!client) {
      const started = import('../walletconnect/client.js').then(({ createWalletConnectClient }) => createWalletConnectClient(options, chainsFor(chainId)));
      // A start that failed (relay unreachable, say) is tried again next time.
      started.catch(() => {
        if (client === started) client = undefined;
      });
      client = started;
    }
    return client;
  };

  const learn = (network: CaipNetwork | undefined) => {
    const chainId = network ? parseChainId(network.id) : undefined;
    const rpcUrl = network?.rpcUrls.default.http[0];
    if (chainId !== undefined && rpcUrl) rpcUrls.set(chainId, rpcUrl);
    return chainId;
  };

  return {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    // Reached through `remote`: there is no provider on the page to hand out.
    getProvider: () => undefined,
    remote: {
      async open({ network, pairing }) {
        const chainId = learn(network);
        return (await load(chainId)).open({ chains: chainsFor(chainId), preferredChainId: chainId, pairing });
      },
      restore: async () => (await load()).restore(),
      close: async () => (await client)?.close(),
    },
  };
}
