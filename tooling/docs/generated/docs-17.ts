// From docs/adapters.md, block 17.
import { ErrorMessages, LatchError, type AdapterEvent, type ChainAdapter, type ConnectorInfo } from '@latch/core';

export function cosmosAdapter(): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>();
  let connected: { address: string; chainId: string } | undefined;
  const session = () => connected ?? raise();
  const raise = (): never => {
    throw new LatchError(ErrorMessages.noConnectionControllerClient);
  };
  // Discovery, connects and sends go through the wallet's own API; load a chain SDK with import() inside these methods.
  const keplr: ConnectorInfo = { id: 'keplr', name: 'Keplr', type: 'INJECTED', chain: 'cosmos' };

  return {
    namespace: 'cosmos',
    rules: { label: 'Cosmos', address: 'cosmos1[02-9ac-hj-np-z]{38}', sends: 'native' },
    watchConnectors(onChange) {
      onChange([keplr]);
      return () => undefined;
    },
    async connect({ network }) {
      connected = { address: 'cosmos1…', chainId: String(network?.id ?? 'cosmoshub-4') };
      return connected;
    },
    reconnect: async () => connected,
    async disconnect() {
      connected = undefined;
    },
    async switchNetwork() {
      session();
    },
    async signMessage() {
      session();
      return 'signature';
    },
    async send() {
      session();
      return 'transaction hash';
    },
    getBalance: async ({ network }) => ({ balance: '0', symbol: network.nativeCurrency.symbol }),
    getWalletProvider: async () => connected,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export {};
