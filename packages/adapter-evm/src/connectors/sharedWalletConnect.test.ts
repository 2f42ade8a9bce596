import { systemClock, type CaipNetwork, type NamespaceContribution, type WalletConnectHub, type WalletConnectSessionEvent } from '@latch/core';
import { createAdapterContext } from '@latch/core/testing';
import { ADDRESS, devnet, mockSdk, URI } from '../../test/fakeEthereumProvider.js';
import { evmAdapter } from '../evmAdapter.js';

jest.mock('@walletconnect/ethereum-provider', () => jest.requireActual('../../test/fakeEthereumProvider.js').fakeSdkModule());

// The hub as the Solana adapter uses it: made by whichever adapter asks first, with its namespace registered.
const SOLANA_CHAIN = 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN';
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const solana: NamespaceContribution = { namespace: 'solana', chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: ['accountsChanged'], rpcMap: { '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN': 'http://127.0.0.1:8899' } };

const solanaLocal: CaipNetwork = { ...devnet, id: '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', caipNetworkId: SOLANA_CHAIN, chainNamespace: 'solana', name: 'Solana Local', rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } };
const bothNamespaces = { topic: 't', namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`] }, solana: { accounts: [`${SOLANA_CHAIN}:${SOLANA_ADDRESS}`] } } };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An EVM adapter with WalletConnect in a Latch instance of both namespaces; the Solana side registered in the hub first or after. */
function setup(solanaFirst = true) {
  const context = createAdapterContext({ projectId: 'latch-test', clock: systemClock, networks: [devnet, solanaLocal] });
  const hubOfSolana = () => context.share<WalletConnectHub>('walletconnect', () => ({ contributions: new Map() }));
  if (solanaFirst) hubOfSolana().contributions.set('solana', async () => solana);
  const adapter = evmAdapter({ discovery: false, walletConnect: { relayUrl: 'ws://127.0.0.1:5555' } });
  adapter.init!(context);
  if (!solanaFirst) hubOfSolana().contributions.set('solana', async () => solana);
  adapter.watchConnectors(() => {});
  const hub = hubOfSolana();
  return { adapter, hub, session: () => hub.session!() };
}

beforeEach(() => {
  mockSdk.inits.length = 0;
  mockSdk.providers.length = 0;
});

describe('the WalletConnect hub', () => {
  it.each([true, false])('gets the session at init, whichever adapter made the hub (the Solana one first: %s), without loading the SDK', (solanaFirst) => {
    const { hub } = setup(solanaFirst);
    expect(hub.session).toEqual(expect.any(Function));
    expect(mockSdk.inits).toHaveLength(0);
  });

  it('an EVM connect proposes every registered namespace beside eip155, and the dApp’s EIP-155 networks', async () => {
    const { adapter } = setup();
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing: { onUri: () => {} } });
    await tick();
    const provider = mockSdk.providers[0]!;
    expect(provider.signer.connect).toHaveBeenCalledWith({
      optionalNamespaces: {
        eip155: expect.objectContaining({ chains: ['eip155:31337'], rpcMap: { '31337': 'http://127.0.0.1:8545' } }),
        solana: { chains: [SOLANA_CHAIN], methods: solana.methods, events: solana.events, rpcMap: solana.rpcMap },
      },
    });
    provider.state.settle!.approve(bothNamespaces);
    await expect(connecting).resolves.toEqual({ address: ADDRESS, chainId: 31337 });
  });

  it('a Solana connect through it proposes solana first and eip155 beside; the EVM side then joins the session silently', async () => {
    const { adapter, session } = setup();
    const uris: string[] = [];
    const wide = { ...solana, chains: [SOLANA_CHAIN, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] };
    const opening = (await session()).open({ contribution: wide, pairing: { onUri: (uri) => uris.push(uri) } });
    await tick();
    const provider = mockSdk.providers[0]!;
    const [[proposal]] = provider.signer.connect.mock.calls as unknown as [[{ optionalNamespaces: Record<string, { chains: string[] }> }]];
    expect(Object.keys(proposal.optionalNamespaces)).toEqual(['solana', 'eip155']);
    expect(proposal.optionalNamespaces.solana!.chains).toEqual(wide.chains);
    expect(proposal.optionalNamespaces.eip155!.chains).toEqual(['eip155:31337']);
    expect(uris).toEqual([URI]);
    provider.state.settle!.approve(bothNamespaces);
    await expect(opening).resolves.toBe(bothNamespaces);
    // Pointed at the session's EIP-155 chain, so the join reports it.
    expect(provider.request).toHaveBeenCalledWith({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
    await expect((await session()).restore()).resolves.toBe(bothNamespaces);
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toEqual({ address: ADDRESS, chainId: 31337 });
  });

  it('a pairing the EVM side got ready is the one a Solana connect shows: one proposal for the same namespaces', async () => {
    const { adapter, session } = setup();
    await adapter.preparePairing!({ network: devnet });
    await tick();
    const uris: string[] = [];
    const opening = (await session()).open({ contribution: solana, pairing: { onUri: (uri) => uris.push(uri) } });
    await tick();
    const provider = mockSdk.providers[0]!;
    expect(uris).toEqual([URI]);
    expect(provider.signer.connect).toHaveBeenCalledTimes(1);
    provider.state.settle!.approve(bothNamespaces);
    await expect(opening).resolves.toBe(bothNamespaces);
  });

  it('sends a request to the chain it names, and a listener hears its own namespace’s events and the end of the session only', async () => {
    const { session } = setup();
    const shared = await session();
    const provider = mockSdk.providers[0]!;
    await expect(shared.request({ chainId: SOLANA_CHAIN, method: 'solana_signMessage', params: { message: 'x' } })).resolves.toEqual({ signature: 'signed' });
    expect(provider.signer.request).toHaveBeenCalledWith({ method: 'solana_signMessage', params: { message: 'x' } }, SOLANA_CHAIN);

    const heard: WalletConnectSessionEvent[] = [];
    const stop = shared.listen('solana', (event) => heard.push(event));
    provider.emitSigner('session_event', { topic: 't', params: { chainId: 'eip155:31337', event: { name: 'accountsChanged', data: [ADDRESS] } } });
    provider.emitSigner('session_event', { topic: 't', params: { chainId: SOLANA_CHAIN, event: { name: 'accountsChanged', data: [SOLANA_ADDRESS] } } });
    provider.emitSigner('session_event', { topic: 't', params: { event: { name: 'accountsChanged' } } });
    provider.emitSigner('session_delete', { topic: 't' });
    expect(heard).toEqual([{ type: 'event', name: 'accountsChanged', data: [SOLANA_ADDRESS] }, { type: 'deleted' }]);
    stop();
    provider.emitSigner('session_delete', { topic: 't' });
    expect(heard).toHaveLength(2);
  });

  it('close ends the session for every namespace, and is quiet when there is none', async () => {
    const { adapter, session } = setup();
    const shared = await session();
    await shared.close();
    const provider = mockSdk.providers[0]!;
    expect(provider.disconnect).not.toHaveBeenCalled();
    const opening = shared.open({ contribution: solana });
    await tick();
    provider.state.settle!.approve(bothNamespaces);
    await opening;
    await adapter.reconnect({ connectorId: 'walletConnect' });
    await shared.close();
    expect(provider.disconnect).toHaveBeenCalledTimes(1);
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toBeUndefined();
  });
});
