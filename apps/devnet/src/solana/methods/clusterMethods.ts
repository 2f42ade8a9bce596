import { z } from 'zod';
import { rpcMethod, SOLANA_CORE_VERSION, withContext, type RpcMethod } from '../rpcMethod.js';
import { blockhash, contextConfig } from '../rpcParams.js';

const noParams = z.tuple([contextConfig.optional()]);

export const clusterMethods: Record<string, RpcMethod> = {
  getLatestBlockhash: rpcMethod(noParams, (_params, chain) => withContext(chain, chain.latestBlockhash())),
  isBlockhashValid: rpcMethod(z.tuple([blockhash, contextConfig.optional()]), ([hash], chain) => withContext(chain, chain.isBlockhashValid(hash))),
  getSlot: rpcMethod(noParams, (_params, chain) => chain.slot),
  // One block a slot and no skipped slots: the block height is the slot.
  getBlockHeight: rpcMethod(noParams, (_params, chain) => chain.slot),
  getEpochInfo: rpcMethod(noParams, (_params, chain) => {
    const slotsInEpoch = Number(chain.runtime.slotsPerEpoch);
    return {
      absoluteSlot: chain.slot,
      blockHeight: chain.slot,
      epoch: Math.floor(chain.slot / slotsInEpoch),
      slotIndex: chain.slot % slotsInEpoch,
      slotsInEpoch,
      transactionCount: chain.slot,
    };
  }),
  getGenesisHash: rpcMethod(z.tuple([]), (_params, chain) => chain.genesisHash),
  getHealth: rpcMethod(z.tuple([]), () => 'ok'),
  getVersion: rpcMethod(z.tuple([]), () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 })),
};
