import type { CaipNetwork } from '@latch/core';
import { solanaLocalNetwork, solanaNetwork } from '../src/network.js';

/** A local network as the local world defines it, on a given RPC. */
export const localNetwork = (rpcUrl = 'http://127.0.0.1:8899'): CaipNetwork => solanaLocalNetwork({ genesisHash: '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNA7gyDUudbaiP', rpcUrl });

export const solanaDevnet: CaipNetwork = solanaNetwork({ genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', rpcUrl: 'https://api.devnet.solana.com' });
