import { LatchMessages, systemClock, type PairingHooks } from '@latch/core';
import { createAdapterContext } from '@latch/core/testing';
import { evmAdapter } from '../evmAdapter.js';
import { ADDRESS, devnet, mockSdk, URI } from '../../test/fakeEthereumProvider.js';
import { providerConnector } from './provider.js';

jest.mock('@walletconnect/ethereum-provider', () => jest.requireActual('../../test/fakeEthereumProvider.js').fakeSdkModule());

const approved = (...chains: number[]) => ({ topic: 't', namespaces: { eip155: { accounts: chains.map((c) => `eip155:${c}:${ADDRESS}`) } } });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const adapter = evmAdapter({ discovery: false, walletConnect: { relayUrl: 'ws://127.0.0.1:5555', chains: [1] } });
  adapter.init!(createAdapterContext({ projectId: 'latch-test', clock: systemClock }));
  adapter.watchConnectors(() => {});
  const uris: string[] = [];
  const pairing: PairingHooks = { onUri: (uri) => uris.push(uri) };
  return { adapter, uris, pairing };
}

beforeEach(() => {
  mockSdk.inits.length = 0;
  mockSdk.providers.length = 0;
});

describe('the WalletConnect connector', () => {
  // First in this file, so nothing has loaded the fake SDK yet.
  it('is listed first, as plain data, without loading the WalletConnect SDK', () => {
    const other = providerConnector({ id: 'dev', name: 'Dev', provider: { request: async () => null } });
    const adapter = evmAdapter({ discovery: false, connectors: [other], walletConnect: {} });
    let listed: unknown[] = [];
    adapter.watchConnectors((list) => (listed = list));
    expect(listed).toEqual([{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }, expect.objectContaining({ id: 'dev' })]);
    expect(mockSdk.loaded).toBe(false);
  });

  it('starts the SDK with no modal and no telemetry, on the relay and chains configured', async () => {
    const { adapter, pairing } = setup();
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing });
    await tick();
    expect(mockSdk.loaded).toBe(true);
    expect(mockSdk.inits[0]).toMatchObject({
      projectId: 'latch-test',
      relayUrl: 'ws://127.0.0.1:5555',
      showQrModal: false,
      telemetryEnabled: false,
      optionalChains: [31337, 1],
      rpcMap: { '31337': 'http://127.0.0.1:8545' },
    });
    mockSdk.providers[0]!.state.settle!.approve(approved(31337));
    await connecting;
  });

  it('shows the pairing URI, proposes the eip155 namespace, and connects on the chain asked for', async () => {
    const { adapter, pairing, uris } = setup();
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing });
    await tick();
    expect(uris).toEqual([URI]);
    const provider = mockSdk.providers[0]!;
    expect(provider.signer.connect).toHaveBeenCalledWith({
      optionalNamespaces: { eip155: expect.objectContaining({ chains: ['eip155:31337', 'eip155:1'], rpcMap: { '31337': 'http://127.0.0.1:8545' } }) },
    });
    provider.state.settle!.approve(approved(1, 31337));
    await expect(connecting).resolves.toEqual({ address: ADDRESS, chainId: 31337 });
    expect(provider.request).toHaveBeenCalledWith({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
  });

  it('says the wallet declined when the proposal is rejected', async () => {
    const { adapter, pairing } = setup();
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing });
    await tick();
    mockSdk.providers[0]!.state.settle!.reject({ code: 5000, message: 'User rejected.' });
    await expect(connecting).rejects.toThrow(LatchMessages.walletConnectDeclined.text);
  });

  it('signs through the session, and disconnect ends it', async () => {
    const { adapter, pairing } = setup();
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing });
    await tick();
    const provider = mockSdk.providers[0]!;
    provider.state.settle!.approve(approved(31337));
    await connecting;
    // Through ethers' BrowserProvider: its eth_chainId (network detection), then personal_sign.
    provider.request.mockImplementationOnce(async () => 31337).mockResolvedValueOnce(`0x${'1'.repeat(130)}`);
    await expect(adapter.signMessage({ message: 'hi', address: ADDRESS })).resolves.toBe(`0x${'1'.repeat(130)}`);
    expect(provider.request.mock.calls.slice(-2)).toEqual([[{ method: 'eth_chainId', params: [] }], [{ method: 'personal_sign', params: ['0x6869', ADDRESS.toLowerCase()] }]]);
    await adapter.disconnect();
    expect(provider.disconnect).toHaveBeenCalled();
    expect(provider.request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'wallet_revokePermissions' }));
  });

  it('reports a disconnect from the wallet side', async () => {
    const { adapter, pairing } = setup();
    const events: unknown[] = [];
    adapter.subscribe((event) => events.push(event));
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing });
    await tick();
    mockSdk.providers[0]!.state.settle!.approve(approved(31337));
    await connecting;
    mockSdk.providers[0]!.emit('disconnect', { code: 6000, message: 'User disconnected.' });
    expect(events).toEqual([{ type: 'disconnect' }]);
  });

  it('restores a kept session silently, and finds none when there is none', async () => {
    const { adapter } = setup();
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toBeUndefined();
    const provider = mockSdk.providers[0]!;
    expect(provider.signer.connect).not.toHaveBeenCalled();
    provider.state.session = approved(1);
    await expect(adapter.reconnect({ connectorId: 'walletConnect' })).resolves.toEqual({ address: ADDRESS, chainId: 1 });
    expect(provider.signer.connect).not.toHaveBeenCalled();
  });

  it('gets a pairing ready ahead, and the connect that follows shows its URI at once, with no second proposal', async () => {
    const { adapter, pairing, uris } = setup();
    await adapter.preparePairing!({ network: devnet });
    await tick();
    const provider = mockSdk.providers[0]!;
    expect(provider.signer.connect).toHaveBeenCalledTimes(1);
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing });
    await tick();
    expect(uris).toEqual([URI]);
    expect(provider.signer.connect).toHaveBeenCalledTimes(1);
    provider.state.settle!.approve(approved(31337));
    await expect(connecting).resolves.toEqual({ address: ADDRESS, chainId: 31337 });
  });

  it('prepares no pairing while a session is open', async () => {
    const { adapter, pairing } = setup();
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing });
    await tick();
    mockSdk.providers[0]!.state.settle!.approve(approved(31337));
    await connecting;
    await adapter.preparePairing!({ network: devnet });
    expect(mockSdk.providers[0]!.signer.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves Verify to the SDK by default, and with verify off sends proposals without asking the hosted Verify server', async () => {
    const on = setup();
    void on.adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing: on.pairing });
    await tick();
    const hosted = mockSdk.providers[0]!.signer.client.core.verify;
    await expect(hosted.register({ id: 'a', decryptedId: 'b' })).resolves.toBe('attestation from the hosted server');

    const adapter = evmAdapter({ discovery: false, walletConnect: { relayUrl: 'ws://127.0.0.1:5555', verify: false } });
    adapter.init!(createAdapterContext({ projectId: 'latch-test', clock: systemClock }));
    adapter.watchConnectors(() => {});
    void adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing: on.pairing });
    await tick();
    const off = mockSdk.providers[1]!.signer.client.core.verify;
    await expect(off.register({ id: 'a', decryptedId: 'b' })).resolves.toBe('');
  });
});

describe('the project id and metadata', () => {
  it('come from the Latch instance: without one, the session refuses with Project ID Not Configured before the SDK loads', async () => {
    const adapter = evmAdapter({ discovery: false, walletConnect: { relayUrl: 'ws://127.0.0.1:5555' } });
    adapter.watchConnectors(() => {});
    const loadsBefore = mockSdk.inits.length;
    await expect(adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing: { onUri: () => {} } })).rejects.toThrow('Project ID Not Configured');
    expect(mockSdk.inits.length).toBe(loadsBefore);
  });

  it('reach the SDK as the instance told them', async () => {
    const adapter = evmAdapter({ discovery: false, walletConnect: { relayUrl: 'ws://127.0.0.1:5555' } });
    const metadata = { name: 'Shop', description: 'A shop', url: 'http://127.0.0.1:5173', icons: [] };
    adapter.init!(createAdapterContext({ projectId: 'shop-project', metadata, clock: systemClock }));
    adapter.watchConnectors(() => {});
    void adapter.connect({ connectorId: 'walletConnect', network: devnet, pairing: { onUri: () => {} } });
    await tick();
    expect(mockSdk.inits.at(-1)).toMatchObject({ projectId: 'shop-project', metadata });
  });
});
