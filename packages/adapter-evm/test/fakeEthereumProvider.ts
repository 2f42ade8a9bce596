// The WalletConnect SDK (@walletconnect/ethereum-provider), faked for the connector's unit tests:
//   jest.mock('@walletconnect/ethereum-provider', () => jest.requireActual('../../test/fakeEthereumProvider.js').fakeSdkModule());
import { evmNetwork } from '../src/network.js';

export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const URI = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;

/** The devnet as a Latch config names it. */
export const devnet = evmNetwork({ id: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' });

/** The WalletConnect SDK, faked: `init` records its options, and proposals are settled by the test. */
export const mockSdk = { loaded: false, inits: [] as Record<string, unknown>[], providers: [] as ReturnType<typeof fakeProvider>[] };

interface Settle {
  approve(session: unknown): void;
  reject(error: unknown): void;
}

export function fakeProvider() {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
  // The UniversalProvider under it has events of its own (session_event, session_delete).
  const signerListeners = new Map<string, Set<(value: unknown) => void>>();
  const state: { session: unknown; chainId: number; settle?: Settle } = { session: undefined, chainId: 1 };
  return {
    state,
    get session() {
      return state.session;
    },
    request: jest.fn(async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
      if (method === 'wallet_switchEthereumChain') state.chainId = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16);
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return state.session ? [ADDRESS] : [];
      if (method === 'eth_chainId') return state.chainId;
      return null;
    }),
    on: (event: string, listener: (value: unknown) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: (value: unknown) => void) => listeners.get(event)?.delete(listener),
    disconnect: jest.fn(async () => {
      state.session = undefined;
    }),
    signer: {
      connect: jest.fn(
        () =>
          new Promise((resolve, reject) => {
            state.settle = { approve: (session) => resolve((state.session = session)), reject };
            queueMicrotask(() => emit('display_uri', URI));
          }),
      ),
      client: {
        core: { pairing: { pairings: { getAll: () => [] } }, verify: { register: jest.fn(async (_params: unknown): Promise<string | undefined> => 'attestation from the hosted server') } },
        disconnect: jest.fn(async () => undefined),
      },
      request: jest.fn(async (_args: { method: string; params?: unknown }, _chain?: string): Promise<unknown> => ({ signature: 'signed' })),
      on: (event: string, listener: (value: unknown) => void) => signerListeners.set(event, (signerListeners.get(event) ?? new Set()).add(listener)),
      removeListener: (event: string, listener: (value: unknown) => void) => signerListeners.get(event)?.delete(listener),
    },
    emit,
    emitSigner: (event: string, value: unknown) => signerListeners.get(event)?.forEach((listener) => listener(value)),
  };
}

/** The module jest puts in place of the SDK: `init` records its options and hands out a fake provider. */
export function fakeSdkModule() {
  mockSdk.loaded = true;
  return {
    EthereumProvider: {
      init: async (options: Record<string, unknown>) => {
        mockSdk.inits.push(options);
        const provider = fakeProvider();
        mockSdk.providers.push(provider);
        return provider;
      },
    },
  };
}
