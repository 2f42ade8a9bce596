import type { EvmAdapterOptions } from '../evmAdapter.js';
import { injected, legacyInjectedProvider } from './injected.js';
import type { EvmConnector } from './types.js';

/** WalletConnect (first, SPEC 2), the embedded wallet, configured connectors, announced wallets, then `window.ethereum` unless it is one of them. */
export function listConnectors(remote: EvmConnector[], options: EvmAdapterOptions, announcedWallets: EvmConnector[]): EvmConnector[] {
  const list = [...remote, ...(options.connectors ?? []), ...announcedWallets];
  const legacy = options.discovery === false ? undefined : legacyInjectedProvider();
  if (legacy && !list.some((c) => c.getProvider() === legacy)) list.push(injected());
  return list.filter((c, index) => list.findIndex((other) => other.id === c.id) === index);
}
