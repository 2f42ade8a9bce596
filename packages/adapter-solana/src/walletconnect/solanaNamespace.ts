import type { AdapterContext, CaipNetwork } from '@latch/core';
import type { NamespaceContribution } from './port.js';

/** The wallet requests the adapter makes through WalletConnect. */
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'];
export const SOLANA_EVENTS = ['accountsChanged'];

/** What the Solana adapter asks of a WalletConnect session: the networks' CAIP-2 ids and `extraChains`, with the networks' RPC URLs. */
export function solanaContribution(networks: readonly CaipNetwork[], extraChains: readonly string[] = []): NamespaceContribution {
  const rpcMap: Record<string, string> = {};
  for (const { caipNetworkId, rpcUrls } of networks) {
    const [rpcUrl] = rpcUrls.default.http;
    if (rpcUrl) rpcMap[caipNetworkId.slice('solana:'.length)] = rpcUrl;
  }
  const chains = [...new Set([...networks.map(({ caipNetworkId }) => caipNetworkId), ...extraChains])];
  return { namespace: 'solana', chains, methods: SOLANA_METHODS, events: SOLANA_EVENTS, rpcMap };
}

/** The dApp's Solana networks (the Latch config's), asked for beside the one being connected to. */
export const configuredSolanaNetworks = (latch: AdapterContext | undefined): CaipNetwork[] => (latch?.networks ?? []).filter((network) => network.chainNamespace === 'solana');
