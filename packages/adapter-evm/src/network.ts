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
  /** Its image; the services' image of its CAIP-2 id (`/public/getAssetImage/eip155:<id>`) when left out. */
  assets?: CaipNetwork['assets'];
  testnet?: boolean;
}

/** An EIP-155 chain as core knows a network, as viem's `defineChain` writes one: its CAIP-2 id is `eip155:<id>`. */
export function evmNetwork({ id, name, rpcUrl, nativeCurrency = ETHER, blockExplorer, assets, testnet }: EvmNetworkOptions): CaipNetwork {
  const caipNetworkId = `eip155:${id}` as const;
  return {
    id,
    caipNetworkId,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(blockExplorer && { blockExplorers: { default: blockExplorer } }),
    // Unless given, its image is the services' for its CAIP-2 id, as core's catalogue networks take theirs.
    assets: assets ?? { imageId: caipNetworkId },
    ...(testnet !== undefined && { testnet }),
  };
}
