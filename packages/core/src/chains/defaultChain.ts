// Loaded by createLatch, on demand, when an app names no network: the catalogue's definition of SPEC 9's default
// chain, and no other. Keyed by its CAIP-2 id, so a DEFAULT_CHAIN this module does not define fails to compile.
import type { CaipNetwork } from '../caip/network.js';
import { DEFAULT_CHAIN } from '../constants.js';
import { mainnet } from './mainnet.js';

const DEFINED = { [mainnet.caipNetworkId]: mainnet };

export const defaultChain: CaipNetwork = DEFINED[DEFAULT_CHAIN];
