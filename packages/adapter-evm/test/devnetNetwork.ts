import type { CaipNetwork } from '@latch/core';
import type { Devnet } from '@latch/devnet';

/** The devnet's anvil as core knows a network. */
export const devnetNetwork = (devnet: Devnet): CaipNetwork => ({
  id: devnet.chainId,
  caipNetworkId: `eip155:${devnet.chainId}`,
  chainNamespace: 'eip155',
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnet.rpcUrl] } },
});
