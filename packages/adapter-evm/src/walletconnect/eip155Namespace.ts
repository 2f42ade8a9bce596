import type { NamespaceContribution } from './namespaces.js';

/**
 * The wallet requests the adapter makes: signing, sending, switching or adding a chain, EIP-5792's
 * batches (core asks a wallet's capabilities and sends a swap as one batch where it is atomic) and
 * EIP-7811's assets (core reads the token balances from a wallet whose capabilities offer them).
 */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getAssets',
];
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'];

export interface EvmChain {
  id: number;
  rpcUrl?: string;
}

/** What the EVM adapter asks of a WalletConnect session: its chains, with their RPC URLs where known. */
export function eip155Contribution(chains: readonly EvmChain[]): NamespaceContribution {
  const rpcMap: Record<string, string> = {};
  for (const { id, rpcUrl } of chains) if (rpcUrl) rpcMap[String(id)] = rpcUrl;
  return {
    namespace: 'eip155',
    chains: [...new Set(chains.map(({ id }) => `eip155:${id}`))],
    methods: EIP155_METHODS,
    events: EIP155_EVENTS,
    rpcMap,
  };
}
