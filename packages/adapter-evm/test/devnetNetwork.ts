import type { CaipNetwork } from '@latch/core';
import type { Devnet } from '@latch/devnet';
import { evmNetwork } from '../src/network.js';

/** The devnet's anvil as core knows a network. */
export const devnetNetwork = (devnet: Devnet): CaipNetwork => evmNetwork({ id: devnet.chainId, name: 'Latch Devnet', rpcUrl: devnet.rpcUrl });
