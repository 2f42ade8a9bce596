import type { EIP1193Provider } from '../provider.js';
import type { EvmConnector } from './types.js';

/** Any EIP-1193 provider the dApp already holds, offered as a wallet. */
export function providerConnector({ id, name, provider, imageUrl }: { id: string; name: string; provider: EIP1193Provider; imageUrl?: string }): EvmConnector {
  return { id, name, type: 'EXTERNAL', chain: 'eip155', imageUrl, getProvider: () => provider };
}
