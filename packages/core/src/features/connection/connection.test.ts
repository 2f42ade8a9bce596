import { z } from 'zod';
import { ErrorMessages, LatchMessages } from '../../errors/catalogue.js';
import { connectedConnectorKey } from './savedConnection.js';
import { selectActiveAccount, selectIsConnected } from '../account/selectors.js';
import { selectCurrentView } from '../modal/selectors.js';
import { selectActiveNetwork, selectUnsupportedNetworkId } from '../networks/selectors.js';
import { flush } from '../../../test/flush.js';
import { testMainnet as mainnet } from '../../testing/memoryAdapter.js';
import { testLatch } from '../../../test/setup.js';
import { connect, disconnect, refreshBalance } from '../../actions/connection.js';
import { openModal } from '../../actions/modal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('connection status (SPEC 4)', () => {
  it('goes disconnected, connecting, connected', async () => {
    const { latch } = testLatch();
    expect(selectActiveAccount(latch.getState())?.status ?? 'disconnected').toBe('disconnected');
    const seen: string[] = [];
    latch.subscribe(() => {
      const status = selectActiveAccount(latch.getState())?.status;
      if (status && seen.at(-1) !== status) seen.push(status);
    });
    await connect(latch, { connectorId: 'io.test' });
    expect(seen).toEqual(['connecting', 'connected']);
    expect(selectIsConnected(latch.getState())).toBe(true);
  });

  it('fills the account with CAIP address, wallet info and explorer link, and closes the modal', async () => {
    const { latch, wallet } = testLatch();
    openModal(latch);
    await connect(latch, { connectorId: 'io.test' });
    const account = selectActiveAccount(latch.getState())!;
    expect(account).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      connectedWalletInfo: { name: 'Test Wallet', rdns: 'io.test' },
      addressExplorerUrl: `http://127.0.0.1:5173/explorer/address/${ADDRESS}`,
      allAccounts: [{ address: ADDRESS, type: 'eoa' }],
    });
    expect(wallet.calls).toContain('connect:io.test');
    expect(latch.getState().modal.open).toBe(false);
  });

  it('remembers the connector per namespace', async () => {
    const { latch, storage } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    expect(storage.get(connectedConnectorKey('eip155'), z.string())).toBe('io.test');
    expect(latch.getState().connectors.connectedIds).toEqual({ eip155: 'io.test' });
    expect(() => connectedConnectorKey(undefined)).toThrow(ErrorMessages.namespaceRequiredForConnectorId.text);
  });

  it('returns to disconnected and rethrows when the wallet refuses', async () => {
    const { latch, wallet } = testLatch();
    wallet.control.connectError = new Error('User rejected the request.');
    await expect(connect(latch, { connectorId: 'io.test' })).rejects.toThrow('User rejected the request.');
    expect(selectActiveAccount(latch.getState())?.status).toBe('disconnected');
    expect(selectActiveAccount(latch.getState())?.address).toBeUndefined();
  });

  it.each([
    ["EIP-1193's refusal (4001)", { code: 4001 }],
    ["ethers' name for it (ACTION_REJECTED)", { code: 'ACTION_REJECTED' }],
  ])('says a refusal in the wallet, %s, in the catalogue\'s words, with the wallet\'s own as details', async (_, coded) => {
    const { latch, wallet } = testLatch();
    wallet.control.connectError = Object.assign(new Error('User rejected the request.'), coded);
    const refused = connect(latch, { connectorId: 'io.test' });
    await expect(refused).rejects.toMatchObject({ id: 'walletConnectDeclined', message: LatchMessages.walletConnectDeclined.text, details: 'User rejected the request.' });
    expect(selectActiveAccount(latch.getState())?.status).toBe('disconnected');
  });

  it('says "Chain adapter not found" for a namespace without an adapter', async () => {
    const { latch } = testLatch();
    await expect(connect(latch, { connectorId: 'phantom', namespace: 'solana' })).rejects.toThrow(ErrorMessages.chainAdapterNotFound.text);
  });
});

describe('balance', () => {
  it('loads the native balance of the active network after connecting', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    expect(selectActiveAccount(latch.getState())).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH', balanceLoading: false });
    expect(wallet.calls).toContain(`balance:${ADDRESS}:eip155:31337`);
  });

  it('says "Token Balance Unavailable" when the balance cannot be read', async () => {
    const { latch, wallet } = testLatch();
    wallet.control.balanceError = new Error('connection refused');
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    expect(selectActiveAccount(latch.getState())).toMatchObject({ balanceError: ErrorMessages.tokenBalanceUnavailable, balanceLoading: false });
  });

  it('shows the "Token Balance Unavailable" snack and asks again only after 30 s', async () => {
    const { latch, wallet, clock } = testLatch();
    wallet.control.balanceError = new Error('connection refused');
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    expect(latch.getState().snackbar).toMatchObject({ open: true, current: { message: { id: 'tokenBalanceUnavailable', text: 'Token Balance Unavailable' }, variant: 'error' } });
    const reads = () => wallet.calls.filter((c) => c.startsWith('balance')).length;
    expect(reads()).toBe(1);

    wallet.control.balanceError = undefined;
    clock.advance(29_999);
    await refreshBalance(latch);
    expect(reads()).toBe(1);
    clock.advance(1);
    await refreshBalance(latch);
    expect(reads()).toBe(2);
    expect(selectActiveAccount(latch.getState())).toMatchObject({ balance: '1.5', balanceFailedAt: undefined });
  });

  it('refreshes on demand', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    wallet.control.balance = '2.25';
    await refreshBalance(latch);
    expect(selectActiveAccount(latch.getState())?.balance).toBe('2.25');
  });
});

describe('wallet events', () => {
  it('follows an account change and reloads the balance', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    wallet.emit({ type: 'accountsChanged', accounts: [OTHER] });
    await flush();
    expect(selectActiveAccount(latch.getState())).toMatchObject({ address: OTHER, caipAddress: `eip155:31337:${OTHER}`, balance: '1.5' });
    expect(wallet.calls).toContain(`balance:${OTHER}:eip155:31337`);
  });

  it('disconnects locally when the wallet reports no accounts', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    wallet.emit({ type: 'accountsChanged', accounts: [] });
    expect(selectIsConnected(latch.getState())).toBe(false);
    expect(wallet.calls).not.toContain('disconnect');
  });

  it('follows a chain change to another configured network', async () => {
    const { latch, wallet } = testLatch({ networks: [mainnet, { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337', name: 'Latch Devnet' }] });
    await connect(latch, { connectorId: 'io.test' });
    expect(selectActiveNetwork(latch.getState())?.name).toBe('Latch Devnet');
    wallet.emit({ type: 'chainChanged', chainId: 1 });
    expect(selectActiveNetwork(latch.getState())?.name).toBe('Ethereum');
    expect(selectActiveAccount(latch.getState())?.caipAddress).toBe(`eip155:1:${ADDRESS}`);
  });

  it('marks a chain that is not configured as unsupported, reads no balance there and says "Token Balance Unavailable"', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    wallet.calls.length = 0;
    wallet.emit({ type: 'chainChanged', chainId: 10 });
    await flush();
    expect(selectUnsupportedNetworkId(latch.getState())).toBe('eip155:10');
    expect(wallet.calls).toEqual([]);
    expect(latch.getState().snackbar.current?.message).toEqual(ErrorMessages.tokenBalanceUnavailable);
  });

  it('clears the connection when the wallet disconnects', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    wallet.emit({ type: 'disconnect' });
    expect(selectIsConnected(latch.getState())).toBe(false);
  });

  it('ignores events while not connected', () => {
    const { latch, wallet } = testLatch();
    wallet.emit({ type: 'accountsChanged', accounts: [OTHER] });
    expect(selectActiveAccount(latch.getState())).toBeUndefined();
  });

  it('stops listening after destroy, and releases the adapters', () => {
    const { latch, wallet } = testLatch();
    let released = 0;
    Object.assign(wallet.adapter, { destroy: () => (released += 1) });
    expect(wallet.listenerCount()).toBe(1);
    latch.destroy();
    expect(wallet.listenerCount()).toBe(0);
    expect(released).toBe(1);
  });
});

describe('disconnect (SPEC 4)', () => {
  it('disconnects the wallet, resets account and network, forgets the connector and goes to Connect', async () => {
    const { latch, wallet, storage } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    wallet.emit({ type: 'chainChanged', chainId: 10 });
    openModal(latch);
    expect(selectCurrentView(latch.getState())).toBe('Account');
    await disconnect(latch);
    const state = latch.getState();
    expect(wallet.calls).toContain('disconnect');
    const account = selectActiveAccount(state)!;
    expect([account.status, account.address, account.balance, account.caipAddress]).toEqual(['disconnected', undefined, undefined, undefined]);
    expect(selectUnsupportedNetworkId(state)).toBeUndefined();
    expect(state.connectors.connectedIds).toEqual({});
    expect(storage.get(connectedConnectorKey('eip155'), z.string())).toBeUndefined();
    expect(selectCurrentView(state)).toBe('Connect');
  });

  it('says "Failed to disconnect" when the wallet fails, and still clears local state', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    wallet.control.disconnectError = new Error('provider gone');
    await expect(disconnect(latch)).rejects.toThrow(ErrorMessages.failedToDisconnect.text);
    expect(selectIsConnected(latch.getState())).toBe(false);
  });
});
