import { switchNetwork } from '../../actions/network.js';
import { LatchMessages } from '../../errors/catalogue.js';
import { z } from 'zod';
import { memoryAdapter, testMainnet, testNetwork } from '../../testing/memoryAdapter.js';
import { ACTIVE_NETWORK_KEY } from '../../store/storageKeys.js';
import { selectActiveAccount } from '../account/selectors.js';
import { selectCurrentView } from '../modal/selectors.js';
import { selectActiveNetwork, selectUnsupportedNetworkId } from './selectors.js';
import { sendSlice } from '../send/sendSlice.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';
import { openModal, pushView } from '../../actions/modal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const solana = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };

describe('switching network (SPEC 4)', () => {
  it('asks the connected wallet, makes the network active, follows the account there and stores it', async () => {
    const { latch, wallet, storage } = testLatch({ networks: [testNetwork, testMainnet] });
    await connect(latch, { connectorId: 'io.test' });
    await switchNetwork(latch, testMainnet);
    expect(wallet.calls).toContain('switch:eip155:1');
    expect(selectActiveNetwork(latch.getState())?.caipNetworkId).toBe('eip155:1');
    expect(selectActiveAccount(latch.getState())?.caipAddress).toBe(`eip155:1:${ADDRESS}`);
    expect(storage.get(ACTIVE_NETWORK_KEY, z.string())).toBe('eip155:1');
  });

  it('switches without asking any wallet while disconnected', async () => {
    const { latch, wallet } = testLatch({ networks: [testNetwork, testMainnet] });
    await switchNetwork(latch, testMainnet);
    expect(wallet.calls).toEqual([]);
    expect(selectActiveNetwork(latch.getState())?.caipNetworkId).toBe('eip155:1');
  });

  it('to another namespace: marks the switch while it runs and resets the send form', async () => {
    const evm = memoryAdapter();
    const sol = memoryAdapter({ namespace: 'solana', connectors: [] });
    const { latch } = testLatch({ adapters: [evm.adapter, sol.adapter], networks: [testNetwork, solana] });
    latch.store.dispatch(sendSlice.actions.updated({ sendTokenAmount: '1.5', receiverAddress: ADDRESS }));
    const marks: boolean[] = [];
    latch.subscribe(() => marks.at(-1) !== latch.getState().networks.namespaceSwitching && marks.push(latch.getState().networks.namespaceSwitching));
    await switchNetwork(latch, solana);
    expect(marks).toEqual([true, false]);
    expect(latch.getState().send).toEqual({});
    expect(latch.getState().networks.activeNamespace).toBe('solana');
  });

  it('says "Network not found" and raises its alert for a network that is not configured', async () => {
    const { latch } = testLatch();
    await expect(switchNetwork(latch, testMainnet)).rejects.toThrow('Network not found');
    expect(latch.getState().alerts.current).toBe('networkNotFound');
  });

  it('goes back when the wallet refuses to switch', async () => {
    const { latch, wallet } = testLatch({ networks: [testNetwork, testMainnet] });
    await connect(latch, { connectorId: 'io.test' });
    openModal(latch);
    pushView(latch, 'UnsupportedChain');
    wallet.control.switchError = new Error('User rejected the request.');
    await expect(switchNetwork(latch, testMainnet)).rejects.toThrow('User rejected the request.');
    expect(selectCurrentView(latch.getState())).toBe('Account');
    expect(selectActiveNetwork(latch.getState())?.caipNetworkId).toBe('eip155:31337');
  });

  it("says a refusal in the wallet (EIP-1193's 4001) in the catalogue's words, with the wallet's own as details", async () => {
    const { latch, wallet } = testLatch({ networks: [testNetwork, testMainnet] });
    await connect(latch, { connectorId: 'io.test' });
    wallet.control.switchError = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const refused = switchNetwork(latch, testMainnet);
    await expect(refused).rejects.toMatchObject({ id: 'networkSwitchDeclined', message: LatchMessages.networkSwitchDeclined.text, details: 'User rejected the request.' });
    expect(selectActiveNetwork(latch.getState())?.caipNetworkId).toBe('eip155:31337');
  });
});

/** SPEC 4's conditions under which UnsupportedChain does not open. */
const VIEW_OFF: [string, Parameters<typeof testLatch>[0]][] = [
  ['network switching is off', { enableNetworkSwitch: false }],
  ['unsupported chains are allowed', { allowUnsupportedChain: true }],
  ['basic WalletConnect mode is on', { manualWCControl: true }],
];

describe('UnsupportedChain (SPEC 4)', () => {
  async function onUnsupportedChain(config: Parameters<typeof testLatch>[0] = {}) {
    const setup = testLatch(config);
    await connect(setup.latch, { connectorId: 'io.test' });
    setup.wallet.emit({ type: 'chainChanged', chainId: 10 });
    await flush();
    return setup;
  }

  it('opens when the wallet moves to a network that is not configured', async () => {
    const { latch } = await onUnsupportedChain();
    expect(latch.getState().modal.open).toBe(true);
    expect(selectCurrentView(latch.getState())).toBe('UnsupportedChain');
  });

  it.each(VIEW_OFF)('does not open when %s', async (_case, config) => {
    const { latch } = await onUnsupportedChain(config);
    expect(latch.getState().modal.open).toBe(false);
  });

  it('closes once the person switches to a configured network from it', async () => {
    const { latch } = await onUnsupportedChain();
    await switchNetwork(latch, testNetwork);
    expect(latch.getState().modal.open).toBe(false);
    expect(latch.getState().networks.unsupportedByNamespace).toEqual({});
  });

  it('closes when the wallet comes back to a configured network by itself', async () => {
    const { latch, wallet } = await onUnsupportedChain();
    wallet.emit({ type: 'chainChanged', chainId: 31337 });
    expect(latch.getState().modal.open).toBe(false);
  });
});

describe('a refused switch from UnsupportedChain', () => {
  it('keeps the view open, so the person can retry or disconnect', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    wallet.emit({ type: 'chainChanged', chainId: 10 });
    await flush();
    wallet.control.switchError = new Error('User rejected the request.');
    await expect(switchNetwork(latch, testNetwork)).rejects.toThrow('User rejected the request.');
    expect(latch.getState().modal.open).toBe(true);
    expect(selectCurrentView(latch.getState())).toBe('UnsupportedChain');
  });
});

describe('the stored active network on start (SPEC 4)', () => {
  it('starts on the network chosen last time', async () => {
    const first = testLatch({ networks: [testNetwork, testMainnet] });
    await switchNetwork(first.latch, testMainnet);
    const { latch } = testLatch({ networks: [testNetwork, testMainnet], storage: first.storage });
    expect(selectActiveNetwork(latch.getState())?.caipNetworkId).toBe('eip155:1');
  });

  /** A Latch started after an earlier page stored `stored` as the active network. */
  async function startedWithStored(stored: unknown, config: Parameters<typeof testLatch>[0] = {}) {
    const { storage } = testLatch();
    storage.set(ACTIVE_NETWORK_KEY, stored);
    const setup = testLatch({ networks: [testNetwork, testMainnet], storage, ...config });
    await flush();
    return setup;
  }

  it('on a stored network no longer configured, of a namespace an adapter serves, is unsupported and opens UnsupportedChain (SPEC 4)', async () => {
    const { latch } = await startedWithStored('eip155:999');
    expect(latch.getState().networks.unsupportedByNamespace).toEqual({ eip155: 'eip155:999' });
    expect(selectUnsupportedNetworkId(latch.getState())).toBe('eip155:999');
    expect(latch.getState().modal.open).toBe(true);
    expect(selectCurrentView(latch.getState())).toBe('UnsupportedChain');
  });

  it('makes that namespace the active one when the default network is of another, if an adapter serves it', async () => {
    const solanaOnly = await startedWithStored('eip155:999', { networks: [solana, testNetwork], adapters: [memoryAdapter({ namespace: 'solana', connectors: [] }).adapter] });
    expect(solanaOnly.latch.getState().networks.activeNamespace).toBe('solana');
    const adapters = [memoryAdapter({ namespace: 'solana', connectors: [] }).adapter, memoryAdapter().adapter];
    const { latch } = await startedWithStored('eip155:999', { networks: [solana, testNetwork], adapters });
    expect(latch.getState().networks.activeNamespace).toBe('eip155');
    expect(selectUnsupportedNetworkId(latch.getState())).toBe('eip155:999');
  });

  it.each(VIEW_OFF)('on such a stored network is unsupported but opens no view when %s', async (_case, config) => {
    const { latch } = await startedWithStored('eip155:999', config);
    expect(selectUnsupportedNetworkId(latch.getState())).toBe('eip155:999');
    expect(latch.getState().modal.open).toBe(false);
  });

  it('leaves the unsupported state once the person picks a configured network', async () => {
    const { latch } = await startedWithStored('eip155:999');
    await switchNetwork(latch, testMainnet);
    expect(latch.getState().networks.unsupportedByNamespace).toEqual({});
    expect(latch.getState().modal.open).toBe(false);
  });

  it.each(['cosmos:cosmoshub-4', 'eip155', { id: 1 }])('starts on the default network, supported, for the stored %p: a namespace no adapter serves, or not an id', async (stored) => {
    const { latch } = await startedWithStored(stored);
    expect(selectActiveNetwork(latch.getState())?.caipNetworkId).toBe(testNetwork.caipNetworkId);
    expect(latch.getState().networks.unsupportedByNamespace).toEqual({});
    expect(latch.getState().modal.open).toBe(false);
  });
});
