import type { CaipNetwork, CaipNetworkId } from '@latch/core';

/** A Solana CAIP-2 reference is the first 32 characters of the genesis hash. */
const REFERENCE_LENGTH = 32;

/** `solana:` and the first 32 characters of `genesisHash`: the network's CAIP-2 id. */
export const solanaCaipNetworkId = (genesisHash: string): CaipNetworkId => `solana:${genesisHash.slice(0, REFERENCE_LENGTH)}`;

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

export interface SolanaLocalNetworkOptions {
  /** The local chain's fixed genesis hash (the local world exports it). */
  genesisHash: string;
  /** Its JSON-RPC URL, e.g. `http://127.0.0.1:8899`. */
  rpcUrl: string;
  /** Its WebSocket, the RPC's port + 1 when left out (as @solana/web3.js assumes). */
  wsUrl?: string;
  name?: string;
}

/** A local Solana chain (the local world's litesvm RPC) as core knows a network. */
export function solanaLocalNetwork({ genesisHash, rpcUrl, wsUrl, name = 'Solana Local' }: SolanaLocalNetworkOptions): CaipNetwork {
  const caipNetworkId = solanaCaipNetworkId(genesisHash);
  return {
    id: caipNetworkId.slice('solana:'.length),
    caipNetworkId,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpcUrl], ...(wsUrl ? { webSocket: [wsUrl] } : {}) } },
    testnet: true,
  };
}
