import type { AdapterEvent, ChainAdapter, ConnectorInfo } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { CaipNetwork } from '../caip/network.js';

/**
 * An in-memory ChainAdapter for unit tests and headless examples: it records calls, lets a
 * test make the wallet fail, and emits wallet events on demand. Not for real flows.
 */
export function memoryAdapter(options: {
  namespace?: ChainNamespace;
  address?: string;
  chainId?: string | number;
  connectors?: ConnectorInfo[];
  balance?: string;
  /** Whether the wallet still grants the site an account after a reload (default true). */
  stillAuthorized?: boolean;
} = {}) {
  const namespace = options.namespace ?? 'eip155';
  const listeners = new Set<(event: AdapterEvent) => void>();
  let connectorsListener: ((connectors: ConnectorInfo[]) => void) | undefined;
  const calls: string[] = [];
  const control = {
    connectError: undefined as Error | undefined,
    disconnectError: undefined as Error | undefined,
    balanceError: undefined as Error | undefined,
    signError: undefined as Error | undefined,
    switchError: undefined as Error | undefined,
    sendError: undefined as Error | undefined,
    balance: options.balance ?? '1.5',
    stillAuthorized: options.stillAuthorized ?? true,
  };
  const adapter: ChainAdapter = {
    namespace,
    watchConnectors(onChange) {
      connectorsListener = onChange;
      onChange(options.connectors ?? [{ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: namespace, info: { rdns: 'io.test' } }]);
      return () => {
        connectorsListener = undefined;
      };
    },
    async connect({ connectorId }) {
      calls.push(`connect:${connectorId}`);
      if (control.connectError) throw control.connectError;
      return { address: options.address ?? '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: options.chainId ?? 31337 };
    },
    async reconnect({ connectorId }) {
      calls.push(`reconnect:${connectorId}`);
      if (control.connectError) throw control.connectError;
      if (!control.stillAuthorized) return undefined;
      return { address: options.address ?? '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: options.chainId ?? 31337 };
    },
    async disconnect() {
      calls.push('disconnect');
      if (control.disconnectError) throw control.disconnectError;
    },
    async switchNetwork({ network }) {
      calls.push(`switch:${network.caipNetworkId}`);
      if (control.switchError) throw control.switchError;
      listeners.forEach((listener) => listener({ type: 'chainChanged', chainId: network.id }));
    },
    async send({ to, value, token }) {
      calls.push(`send:${token ?? 'native'}:${to}:${value}`);
      if (control.sendError) throw control.sendError;
      return `0x${'ab'.repeat(32)}`;
    },
    async sendTransaction({ to, data, value, gas }) {
      calls.push(`sendTransaction:${to}:${data}:${value}:${gas ?? 'no gas'}`);
      if (control.sendError) throw control.sendError;
      return `0x${(calls.length % 256).toString(16).padStart(2, '0').repeat(32)}`;
    },
    async signMessage({ message, address }) {
      calls.push(`sign:${address}:${message}`);
      if (control.signError) throw control.signError;
      return `0x${'5'.repeat(130)}`;
    },
    async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
      calls.push(`balance:${address}:${network.caipNetworkId}`);
      if (control.balanceError) throw control.balanceError;
      return { balance: control.balance, symbol: network.nativeCurrency.symbol };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    adapter,
    calls,
    control,
    emit: (event: AdapterEvent) => listeners.forEach((listener) => listener(event)),
    announce: (connectors: ConnectorInfo[]) => connectorsListener?.(connectors),
    listenerCount: () => listeners.size,
  };
}

export const testNetwork: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Devnet Explorer', url: 'http://127.0.0.1:5173/explorer/' } },
};

export const testMainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/unused'] } },
};

/** A clock the test advances by hand. */
export function manualClock(start = 0) {
  let now = start;
  const timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout(callback: () => void, ms: number) {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout(handle: unknown) {
      const index = timers.findIndex((t) => t.id === handle);
      if (index !== -1) timers.splice(index, 1);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
  };
}

