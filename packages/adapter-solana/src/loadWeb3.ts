import { lazyOnce } from '@latch/core';
import type * as Web3Module from './web3.js';

export type Web3 = typeof Web3Module;

// One loader for the whole adapter (wallet calls and RPC reads). It holds code, not state, so it may be
// shared by every adapter on the page.
const web3 = lazyOnce(() => import('./web3.js'));

/** @solana/web3.js, fetched with the first call that needs it; a failed fetch is tried again by the next. */
export const loadWeb3 = (): Promise<Web3> => web3.get();
