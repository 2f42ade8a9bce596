import type { CaipNetwork } from '@latch/core';

/** `network` as it is, its RPC URLs replaced by `rpcUrl` alone (its public ones are never contacted). */
export const withRpcUrl = <Network extends CaipNetwork>(network: Network, rpcUrl: string): Network => ({ ...network, rpcUrls: { default: { http: [rpcUrl] } } });
