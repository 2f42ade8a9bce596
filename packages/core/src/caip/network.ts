import type { ChainNamespace } from './namespaces.js';

/** A CAIP-2 chain id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** A network as SPEC 3 describes it. Plain data, so it may live in the store. */
export interface CaipNetwork {
  id: number | string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: string[]; webSocket?: string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  assets?: { imageId?: string; imageUrl?: string };
  testnet?: boolean;
}
