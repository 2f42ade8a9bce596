import type { CaipNetwork } from '@latch/core';

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };

export interface EvmNetworkOptions {
  /** The EIP-155 chain id, e.g. 1, 10, 31337. */
  id: number;
  name: string;
  /** Its JSON-RPC URL. */
  rpcUrl: string;
  /** Ether (ETH, 18 decimals) when left out. */
  nativeCurrency?: CaipNetwork['nativeCurrency'];
  blockExplorer?: { name: string; url: string };
  assets?: CaipNetwork['assets'];
  testnet?: boolean;
}

/** An EIP-155 chain as core knows a network, as viem's `defineChain` writes one: its CAIP-2 id is `eip155:<id>`. */
export function evmNetwork({ id, name, rpcUrl, nativeCurrency = ETHER, blockExplorer, assets, testnet }: EvmNetworkOptions): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(blockExplorer && { blockExplorers: { default: blockExplorer } }),
    ...(assets && { assets }),
    ...(testnet !== undefined && { testnet }),
  };
}
