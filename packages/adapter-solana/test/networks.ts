import type { CaipNetwork } from '@latch/core';
import { solanaLocalNetwork } from '../src/network.js';

/** A local network as the local world defines it, on a given RPC. */
export const localNetwork = (rpcUrl = 'http://127.0.0.1:8899'): CaipNetwork => solanaLocalNetwork({ genesisHash: '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNA7gyDUudbaiP', rpcUrl });

export const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
};
