import { isEip1193Provider, type EIP1193Provider } from '../provider.js';
import type { EvmConnector } from './types.js';

export const legacyInjectedProvider = (): EIP1193Provider | undefined => {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as { ethereum?: unknown }).ethereum;
  return isEip1193Provider(candidate) ? candidate : undefined;
};

/** The legacy `window.ethereum` wallet, for browsers whose wallet does not announce itself through EIP-6963. */
export function injected(): EvmConnector {
  return {
    id: 'injected',
    name: 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    getProvider: legacyInjectedProvider,
  };
}
