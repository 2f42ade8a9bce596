import { universalSession } from './universalSession.js';

const URI = `wc:${'c'.repeat(64)}@2?relay-protocol=irn&symKey=${'d'.repeat(64)}`;
const mockSdk = { inits: [] as Record<string, unknown>[], provider: undefined as ReturnType<typeof fakeProvider> | undefined };

/** @walletconnect/universal-provider, faked: `init` records its options; a proposal shows a URI and is approved at once. */
function fakeProvider() {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  return {
    session: undefined as unknown,
    client: {
      core: { verify: { register: async (): Promise<string> => 'attestation' }, heartbeat: { stop: jest.fn() }, relayer: { transportClose: jest.fn(async () => undefined) } },
      proposal: { getAll: () => [{ id: 3 }] },
      events: { emit: jest.fn() },
    },
    on: (event: string, listener: (value: unknown) => void) => void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event: string, listener: (value: unknown) => void) => void listeners.get(event)?.delete(listener),
    emit: (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value)),
    connect: jest.fn(async function (this: { session: unknown; emit(event: string, value: unknown): void }) {
      this.emit('display_uri', 'not a pairing URI');
      this.emit('display_uri', URI);
      return (this.session = { topic: 's' });
    }),
    request: jest.fn(async () => ({ signature: 'x' })),
    disconnect: jest.fn(async () => undefined),
  };
}

jest.mock('@walletconnect/universal-provider', () => ({
  UniversalProvider: {
    init: async (options: Record<string, unknown>) => {
      mockSdk.inits.push(options);
      return (mockSdk.provider = fakeProvider());
    },
  },
}));

const contribution = { namespace: 'solana', chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], methods: ['solana_signMessage'], events: [], rpcMap: {} };

it("starts the SDK with no telemetry, a storage prefix of its own and the instance's project, and proposes the solana namespace", async () => {
  const session = universalSession({ projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:5555', verify: false });
  const uris: string[] = [];
  await expect(session.open({ contribution, pairing: { onUri: (uri) => uris.push(uri) } })).resolves.toEqual({ topic: 's' });
  expect(mockSdk.inits[0]).toMatchObject({ projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:5555', telemetryEnabled: false, customStoragePrefix: 'latch-solana' });
  const provider = mockSdk.provider!;
  expect(provider.connect).toHaveBeenCalledWith({ optionalNamespaces: { solana: { chains: contribution.chains, methods: contribution.methods, events: [], rpcMap: {} } } });
  expect(uris).toEqual([URI]);
  await expect(provider.client.core.verify.register()).resolves.toBe('');
  await expect(session.restore()).resolves.toEqual({ topic: 's' });
  await session.request({ chainId: contribution.chains[0]!, method: 'solana_signMessage', params: { message: 'x' } });
  expect(provider.request).toHaveBeenCalledWith({ method: 'solana_signMessage', params: { message: 'x' } }, contribution.chains[0]);
  await session.close();
  expect(provider.disconnect).toHaveBeenCalled();
});

it('passes on session events of the right shape on its namespace, and a deleted session', async () => {
  const session = universalSession({ projectId: 'latch-test' });
  await session.restore();
  const events: unknown[] = [];
  const stop = session.listen('solana', (event) => events.push(event));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const provider = mockSdk.provider!;
  provider.emit('session_event', { topic: 's', params: { event: { name: 'accountsChanged', data: ['a'] }, chainId: 'solana:x' } });
  provider.emit('session_event', { topic: 's', params: { event: { name: 'accountsChanged', data: ['0xa'] }, chainId: 'eip155:1' } });
  provider.emit('session_event', { nonsense: true });
  provider.emit('session_delete', { topic: 's' });
  expect(events).toEqual([{ type: 'event', name: 'accountsChanged', data: ['a'] }, { type: 'deleted' }]);
  stop();
  await new Promise((resolve) => setTimeout(resolve, 0));
  provider.emit('session_delete', { topic: 's' });
  expect(events).toHaveLength(2);
});

it("lets go of the SDK when the instance's lifetime ends: the waiting proposal expires, the heartbeat stops, the socket closes", async () => {
  const lifetime = new AbortController();
  const session = universalSession({ projectId: 'latch-test' }, lifetime.signal);
  await session.restore();
  const { client } = mockSdk.provider!;
  (globalThis as Record<string, unknown>)['_walletConnectCore_latch-solana'] = client.core;
  expect(client.core.heartbeat.stop).not.toHaveBeenCalled();
  lifetime.abort();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(client.events.emit).toHaveBeenCalledWith('proposal_expire', { id: 3 });
  expect(client.core.heartbeat.stop).toHaveBeenCalledTimes(1);
  expect(client.core.relayer.transportClose).toHaveBeenCalledTimes(1);
  expect(globalThis).not.toHaveProperty(['_walletConnectCore_latch-solana']);
});
