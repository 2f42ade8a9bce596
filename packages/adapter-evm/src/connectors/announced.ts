import type { ProviderInfo } from '../eip1193.js';
import type { EIP1193Provider } from '../provider.js';
import type { EvmConnector } from './types.js';

/** A wallet that announced itself through EIP-6963. Its rdns is its id. */
export function announced(info: ProviderInfo, provider: EIP1193Provider): EvmConnector {
  return {
    id: info.rdns,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: info.icon,
    info: { rdns: info.rdns },
    getProvider: () => provider,
  };
}
