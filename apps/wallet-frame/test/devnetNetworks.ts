import type { FrameNetwork, SmartAccountContracts } from '../src/networks.js';

/** The devnet's chain id, the network of the unit tests' frame. */
export const DEVNET_CHAIN_ID = 31337;

/** The frame's networks in unit tests: the devnet alone, at `rpcUrl` (the services' list builds them in the page, chainNetworks.ts). */
export function frameNetworks(rpcUrl: string, smartAccount?: SmartAccountContracts): FrameNetwork[] {
  return [{ chainId: DEVNET_CHAIN_ID, caipNetworkId: `eip155:${DEVNET_CHAIN_ID}`, name: 'Devnet', rpcUrl, nativeSymbol: 'ETH', ...(smartAccount ? { smartAccount } : {}) }];
}
