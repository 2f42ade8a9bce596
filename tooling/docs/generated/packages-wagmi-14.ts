// From packages/wagmi/README.md, block 14.
import { createConfig, http } from '@wagmi/core'; // or from 'wagmi' in a React app: the same function
import { mainnet, optimism } from 'viem/chains';
import { latchConnector } from '@latch/wagmi';

// `latch` is your createLatch(...) instance, configured with the same eip155 networks.
const config = createConfig({
  chains: [mainnet, optimism],
  connectors: [latchConnector(latch)],
  transports: { [mainnet.id]: http(), [optimism.id]: http() },
  multiInjectedProviderDiscovery: false, // Latch's modal lists the browser wallets itself
});
export {};
