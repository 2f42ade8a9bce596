import { z } from 'zod';
import { createStorage, type KeyValueStore } from '../../storage/storage.js';
import { connectedConnectorKey } from './savedConnection.js';
import { selectActiveAccount, selectIsConnected } from '../account/selectors.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';

/** A page's localStorage, surviving a "reload" (a second Latch instance over the same storage). */
function pageStorage() {
  const data = new Map<string, string>();
  const backend: KeyValueStore = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
  return { data, storage: createStorage(backend) };
}

async function connectedBeforeReload() {
  const page = pageStorage();
  const before = testLatch({ storage: page.storage });
  await connect(before.latch, { connectorId: 'io.test' });
  before.latch.destroy();
  return page;
}

describe('reconnect after a reload', () => {
  it('restores the connection through the saved connector without asking the person', async () => {
    const { storage } = await connectedBeforeReload();
    const after = testLatch({ storage });
    await flush();
    expect(after.wallet.calls.filter((c) => c.startsWith('reconnect') || c.startsWith('connect'))).toEqual(['reconnect:io.test']);
    expect(selectActiveAccount(after.latch.getState())).toMatchObject({ status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', balance: '1.5' });
    expect(after.latch.getState().modal.open).toBe(false);
  });

  it("hands the adapter the namespace's active network, for wallets that do not say their chain", async () => {
    const { storage } = await connectedBeforeReload();
    const after = testLatch({ storage });
    const asked: (string | undefined)[] = [];
    const reconnect = after.wallet.adapter.reconnect.bind(after.wallet.adapter);
    after.wallet.adapter.reconnect = (params) => {
      asked.push(params.network?.caipNetworkId);
      return reconnect(params);
    };
    await flush();
    expect(asked).toEqual(['eip155:31337']);
  });

  it('stays disconnected and forgets the connector when the wallet no longer grants an account', async () => {
    const { storage } = await connectedBeforeReload();
    const after = testLatch({ storage, adapterOptions: { stillAuthorized: false } });
    await flush();
    expect(after.wallet.calls).toContain('reconnect:io.test');
    expect(selectActiveAccount(after.latch.getState())?.status).toBe('disconnected');
    expect(storage.get(connectedConnectorKey('eip155'), z.string())).toBeUndefined();
  });

  it('does nothing when no connector was saved', async () => {
    const { wallet, latch } = testLatch();
    await flush();
    expect(wallet.calls).toEqual([]);
    expect(selectActiveAccount(latch.getState())).toBeUndefined();
  });

  it('ignores a corrupt saved value', async () => {
    const page = pageStorage();
    page.data.set(`@latch/${connectedConnectorKey('eip155')}`, '{"id":');
    const { wallet } = testLatch({ storage: page.storage });
    await flush();
    expect(wallet.calls).toEqual([]);
  });

  it('waits until discovery lists the saved connector, then reconnects once', async () => {
    const page = pageStorage();
    page.storage.set(connectedConnectorKey('eip155'), 'io.late');
    const { wallet, latch } = testLatch({ storage: page.storage });
    await flush();
    expect(wallet.calls).toEqual([]);
    const late = { id: 'io.late', name: 'Late Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const };
    wallet.announce([late]);
    wallet.announce([late]);
    await flush();
    expect(wallet.calls.filter((c) => c.startsWith('reconnect'))).toEqual(['reconnect:io.late']);
    expect(selectIsConnected(latch.getState())).toBe(true);
  });

  it('leaves the namespace disconnected when the wallet fails to answer', async () => {
    const page = pageStorage();
    page.storage.set(connectedConnectorKey('eip155'), 'io.test');
    const { wallet, latch } = testLatch({ storage: page.storage, adapterOptions: { connectors: [] } });
    wallet.control.connectError = new Error('extension crashed');
    wallet.announce([{ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }]);
    await flush();
    expect(selectActiveAccount(latch.getState())?.status).toBe('disconnected');
    expect(page.storage.get(connectedConnectorKey('eip155'), z.string())).toBeUndefined();
  });
});
