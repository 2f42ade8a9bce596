import type { CaipNetwork, CaipNetworkId } from '@latch/core';

/** A Solana CAIP-2 reference is the first 32 characters of the genesis hash. */
const REFERENCE_LENGTH = 32;

/** `solana:` and the first 32 characters of `genesisHash`: the network's CAIP-2 id. */
export const solanaCaipNetworkId = (genesisHash: string): CaipNetworkId => `solana:${genesisHash.slice(0, REFERENCE_LENGTH)}`;

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

export interface SolanaNetworkOptions {
  /** The chain's genesis hash (or its first 32 characters, its CAIP-2 reference). */
  genesisHash: string;
  name: string;
  /** Its JSON-RPC URL. */
  rpcUrl: string;
  /** Its WebSocket, the RPC's port + 1 when left out (as @solana/web3.js assumes). */
  wsUrl?: string;
  testnet?: boolean;
}

/** A Solana chain as core knows a network: `solana:` and its genesis hash's first 32 characters, SOL its currency. */
export function solanaNetwork({ genesisHash, name, rpcUrl, wsUrl, testnet }: SolanaNetworkOptions): CaipNetwork {
  const caipNetworkId = solanaCaipNetworkId(genesisHash);
  return {
    id: caipNetworkId.slice('solana:'.length),
    caipNetworkId,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpcUrl], ...(wsUrl ? { webSocket: [wsUrl] } : {}) } },
    // Its icon from the Wallet API by its CAIP-2 id, as adapter-evm's networks (core's withImageUrl).
    assets: { imageId: caipNetworkId },
    ...(testnet !== undefined && { testnet }),
  };
}

export type SolanaLocalNetworkOptions = Omit<SolanaNetworkOptions, 'name' | 'testnet'> & {
  /** "Solana Local" when left out. */
  name?: string;
};

/** A local Solana chain (the local world's litesvm RPC, whose genesis hash it exports) as core knows a network: a testnet. */
export const solanaLocalNetwork = ({ name = 'Solana Local', ...options }: SolanaLocalNetworkOptions): CaipNetwork => solanaNetwork({ ...options, name, testnet: true });
