import type { AdapterContext, AdapterEvent, ChainAdapter, ConnectorInfo, EmbeddedUser, NamespaceRules } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/namespaces.js';
import type { CaipNetwork } from '../caip/network.js';
import { EVM_ADDRESS_TYPED_PATTERN } from '../api/addresses.js';
import { EIP4361_PROFILE } from '../siwx/profiles.js';

/**
 * An in-memory ChainAdapter for unit tests and headless examples: it records calls, lets a
 * test make the wallet fail, and emits wallet events on demand. Not for real flows. It keeps what
 * `createLatch` hands it (`ChainAdapter.init`), and with `requireInit` refuses any other call before
 * that, as an adapter that needs the instance's configuration would.
 */
export function memoryAdapter(options: {
  namespace?: ChainNamespace;
  address?: string;
  chainId?: string | number;
  connectors?: ConnectorInfo[];
  balance?: string;
  /** Whether the wallet still grants the site an account after a reload (default true). */
  stillAuthorized?: boolean;
  /** Every method but `init` throws until `init` has been called (default false: usable on its own). */
  requireInit?: boolean;
  /** The embedded wallet's user its connects and reconnects report (none by default, as a plain wallet). */
  user?: EmbeddedUser;
  /** What it declares of its namespace (default: an EVM stand-in's: EVM addresses, tokens sent, EIP-4361 sign-in, smart accounts first). */
  rules?: Omit<NamespaceRules, 'label'> & Partial<Pick<NamespaceRules, 'label'>>;
  /** Its namespace's name to a person where `rules` gives none (default "EVM"). */
  label?: string;
} = {}) {
  const namespace = options.namespace ?? 'eip155';
  const listeners = new Set<(event: AdapterEvent) => void>();
  let connectorsListener: ((connectors: ConnectorInfo[]) => void) | undefined;
  const calls: string[] = [];
  /** What each `init` was given, in order. */
  const contexts: AdapterContext[] = [];
  const connected = () => ({ address: options.address ?? '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: options.chainId ?? 31337, ...(options.user ? { user: options.user } : {}) });
  const initialised = () => {
    if (options.requireInit && contexts.length === 0) throw new Error('memoryAdapter: used before init (createLatch calls it)');
  };
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
    rules: { label: options.label ?? 'EVM', ...(options.rules ?? { address: EVM_ADDRESS_TYPED_PATTERN, sends: 'tokens', signIn: EIP4361_PROFILE, accountType: 'smartAccount' }) },
    init(context) {
      contexts.push(context);
    },
    watchConnectors(onChange) {
      initialised();
      connectorsListener = onChange;
      onChange(options.connectors ?? [{ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: namespace, info: { rdns: 'io.test' } }]);
      return () => {
        connectorsListener = undefined;
      };
    },
    async connect({ connectorId }) {
      initialised();
      calls.push(`connect:${connectorId}`);
      if (control.connectError) throw control.connectError;
      return connected();
    },
    async reconnect({ connectorId }) {
      initialised();
      calls.push(`reconnect:${connectorId}`);
      if (control.connectError) throw control.connectError;
      if (!control.stillAuthorized) return undefined;
      return connected();
    },
    async disconnect() {
      initialised();
      calls.push('disconnect');
      if (control.disconnectError) throw control.disconnectError;
    },
    async switchNetwork({ network }) {
      initialised();
      calls.push(`switch:${network.caipNetworkId}`);
      if (control.switchError) throw control.switchError;
      listeners.forEach((listener) => listener({ type: 'chainChanged', chainId: network.id }));
    },
    async send({ to, value, token }) {
      initialised();
      calls.push(`send:${token ?? 'native'}:${to}:${value}`);
      if (control.sendError) throw control.sendError;
      return `0x${'ab'.repeat(32)}`;
    },
    async sendTransaction({ to, data, value, gas }) {
      initialised();
      calls.push(`sendTransaction:${to}:${data}:${value}:${gas ?? 'no gas'}`);
      if (control.sendError) throw control.sendError;
      return `0x${(calls.length % 256).toString(16).padStart(2, '0').repeat(32)}`;
    },
    async decodeApproval(data) {
      initialised();
      // A fake reads approve(address,uint256) by its fixed layout; adapter-evm decodes with ethers.
      const approve = /^0x095ea7b30{24}([0-9a-f]{40})([0-9a-f]{64})$/i.exec(data);
      return approve ? { spender: `0x${approve[1]}`, amount: BigInt(`0x${approve[2]}`) } : undefined;
    },
    // A fake writes its addresses as given: its own default is already EIP-55; adapter-evm checksums with ethers.
    async canonicalAddress(address) {
      return address;
    },
    async signMessage({ message, address }) {
      initialised();
      calls.push(`sign:${address}:${message}`);
      if (control.signError) throw control.signError;
      return `0x${'5'.repeat(130)}`;
    },
    async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
      initialised();
      calls.push(`balance:${address}:${network.caipNetworkId}`);
      if (control.balanceError) throw control.balanceError;
      return { balance: control.balance, symbol: network.nativeCurrency.symbol };
    },
    /** The "wallet" an app gets: it answers eth_accounts and records what it was asked. */
    async getWalletProvider() {
      return {
        async request({ method }: { method: string }) {
          calls.push(`provider:${method}`);
          return method === 'eth_accounts' ? [options.address ?? '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] : null;
        },
      };
    },
    subscribe(listener) {
      initialised();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    adapter,
    calls,
    control,
    contexts,
    /** What the latest `init` was given: the Latch instance's configuration, or undefined before one. */
    context: (): AdapterContext | undefined => contexts.at(-1),
    emit: (event: AdapterEvent) => listeners.forEach((listener) => listener(event)),
    announce: (connectors: ConnectorInfo[]) => connectorsListener?.(connectors),
    listenerCount: () => listeners.size,
  };
}

/** An EIP-155 test chain: adapter-evm's `evmNetwork` writes them for apps, but core imports no adapter. */
const evmTestNetwork = (id: number, name: string, rpcUrl: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
});

export const testNetwork: CaipNetwork = {
  ...evmTestNetwork(31337, 'Latch Devnet', 'http://127.0.0.1:8545'),
  blockExplorers: { default: { name: 'Devnet Explorer', url: 'http://127.0.0.1:5173/explorer/' } },
};

export const testMainnet: CaipNetwork = evmTestNetwork(1, 'Ethereum', 'http://127.0.0.1:1/unused');

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

