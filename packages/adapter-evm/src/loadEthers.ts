import { lazyOnce } from '@latch/core';
import type * as EthersModule from './ethers.js';

export type Ethers = typeof EthersModule;

// One loader for the whole adapter (wallet calls and RPC reads). It holds code, not state, so it may be
// shared by every adapter on the page.
const ethers = lazyOnce(() => import('./ethers.js'));

/** ethers, fetched with the first call that needs it; a failed fetch is tried again by the next. */
export const loadEthers = (): Promise<Ethers> => ethers.get();
