import type { CaipNetwork } from '../caip/network.js';
import { switchNetwork as switchNetworkThunk } from '../features/connection/switchNetwork.js';
import type { Latch } from '../createLatch.js';

/** Makes a configured network active, asking the connected wallet to switch (SPEC 4). */
export const switchNetwork = (latch: Latch, network: CaipNetwork) => latch.store.dispatch(switchNetworkThunk(network));
