import type { CaipNetwork } from '@latch/core';
import { solanaLocalNetwork } from '../src/network.js';

/** A local network as the local world defines it, on a given RPC. */
export const localNetwork = (rpcUrl = 'http://127.0.0.1:8899'): CaipNetwork => solanaLocalNetwork({ genesisHash: '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNA7gyDUudbaiP', rpcUrl });

/** Solana's devnet as the chain catalogue defines it. */
export { solanaDevnet } from '@latch/core/chains';
