// SPEC 8 messages that no other flow's test provokes: each one through the real store.
import { registerName } from '../names/names.js';
import { switchNetwork } from '../../actions/network.js';
import { send } from '../send/send.js';
import { signIn } from '../siwx/signIn.js';
import { createLatch } from '../../createLatch.js';
import { createStorage } from '../../storage/storage.js';
import { ErrorMessages, LatchMessages } from '../../errors/catalogue.js';
import { memoryAdapter, testMainnet, testNetwork } from '../../testing/memoryAdapter.js';
import { eip4361Siwx } from '../../siwx/eip4361.js';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { reportAccount } from '../connection/sessionThunks.js';
import { testLatch } from '../../../test/setup.js';
import { connect, disconnect } from '../../actions/connection.js';
import { openModal, pushView } from '../../actions/modal.js';
import { updateSend } from '../send/send.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const solana = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 } };
const embedded = { id: 'latch-embedded', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };

describe('SPEC 8 messages', () => {
  it('"A problem occurred while trying initialize authentication": a failing auth connector disconnects and goes to Connect', async () => {
    const { latch, wallet } = testLatch({ adapterOptions: { connectors: [embedded] } });
    openModal(latch);
    pushView(latch, { view: 'ConnectingExternal', data: { connectorId: 'latch-embedded' } });
    wallet.control.connectError = new Error('frame did not answer');
    await expect(connect(latch, { connectorId: 'latch-embedded' })).rejects.toThrow(ErrorMessages.authInitialization.text);
    expect(latch.getState().snackbar.current?.message).toEqual(ErrorMessages.authInitialization);
    expect(wallet.calls).toContain('disconnect');
    expect(latch.getState().router.history.map((r) => r.view)).toEqual(['Connect']);
    expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected');
  });

  it('"Chain is required to perform this action" for a namespace that is not one', async () => {
    const { latch } = testLatch();
    await expect(disconnect(latch, 'EVM' as ChainNamespace)).rejects.toThrow(ErrorMessages.chainRequired.text);
    await expect(connect(latch, { connectorId: 'io.test', namespace: '' as ChainNamespace })).rejects.toThrow(ErrorMessages.chainRequired.text);
  });

  // An account the store holds for a namespace without an adapter: what a dApp dispatching its own
  // account (or tearing its adapter down) leaves behind. Only a Solana adapter is registered here.
  function accountWithoutAdapter(extra: Partial<Parameters<typeof testLatch>[0]> = {}) {
    const sol = memoryAdapter({ namespace: 'solana', connectors: [] });
    const setup = testLatch({ networks: [testNetwork, testMainnet], adapters: [sol.adapter], ...extra });
    setup.latch.store.dispatch(reportAccount('eip155', ADDRESS, 31337));
    return setup;
  }

  it('"NetworkController client not set" when a connected namespace has no adapter to switch with', async () => {
    const { latch } = accountWithoutAdapter();
    await expect(switchNetwork(latch, testMainnet)).rejects.toThrow(ErrorMessages.networkControllerClientNotSet.text);
  });

  it('"ConnectionController client not set" when the account has no adapter to sign a name with', async () => {
    const { latch } = accountWithoutAdapter();
    await expect(registerName(latch, 'alice')).rejects.toThrow(ErrorMessages.connectionControllerClientNotSet.text);
  });

  it('"No ActiveCaipNetwork or client found" when sending or signing in without an adapter', async () => {
    const { latch } = accountWithoutAdapter({ siwx: eip4361Siwx({ domain: 'app.test', uri: 'https://app.test' }) });
    updateSend(latch, { token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 0, iconUrl: '', quantity: { decimals: '18', numeric: '1' } }, sendTokenAmount: '0.1', receiverAddress: ADDRESS });
    await expect(send(latch)).rejects.toThrow(ErrorMessages.noActiveCaipNetworkOrClient.text);
    await expect(signIn(latch)).rejects.toThrow(ErrorMessages.noActiveCaipNetworkOrClient.text);
  });

  it('"Request was aborted" for a connect overtaken by a newer one', async () => {
    const { latch, wallet } = testLatch();
    let release!: () => void;
    const original = wallet.adapter.connect;
    wallet.adapter.connect = (params) => new Promise((resolve) => (release = () => resolve(original(params))));
    const first = connect(latch, { connectorId: 'io.test' });
    wallet.adapter.connect = original;
    await connect(latch, { connectorId: 'io.test' });
    release();
    await expect(first).rejects.toThrow(ErrorMessages.requestAborted.text);
  });

  it('"Only SOL can be sent on Solana Devnet." for a token send where the adapter sends the native currency only', async () => {
    const sol = memoryAdapter({
      namespace: 'solana',
      address: 'So11111111111111111111111111111111111111112',
      chainId: 'devnet',
      rules: { address: '[1-9A-HJ-NP-Za-km-z]{32,44}', sends: 'native' },
    });
    const { latch } = testLatch({ networks: [solana], adapters: [sol.adapter] });
    await connect(latch, { connectorId: 'io.test' });
    updateSend(latch, {
      token: { name: 'USD Coin', symbol: 'USDC', chainId: 'solana:devnet', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', price: 1, iconUrl: '', quantity: { decimals: '6', numeric: '1' } },
      sendTokenAmount: '1',
      receiverAddress: 'So11111111111111111111111111111111111111112',
    });
    await expect(send(latch)).rejects.toThrow(LatchMessages.onlyNative('SOL', 'Solana Devnet').text);
  });

  it('"Only one adapter per namespace" when two adapters claim one', () => {
    expect(() => createLatch({ projectId: 'p', networks: [testNetwork], adapters: [memoryAdapter().adapter, memoryAdapter().adapter], storage: createStorage(null) })).toThrow(
      LatchMessages.duplicateAdapter('eip155').text,
    );
  });
});
