import type { ConnectResult } from '../../adapter/types.js';
import { createStorage } from '../../storage/storage.js';
import { memoryAdapter } from '../../testing/memoryAdapter.js';
import { connectedConnectorKey } from './savedConnection.js';
import { selectActiveAccount } from '../account/selectors.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { connect } from '../../actions/connection.js';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A Latch whose saved connector reconnects only when the test says so. */
function withSlowReconnect() {
  const storage = createStorage(null);
  storage.set(connectedConnectorKey('eip155'), 'io.test');
  const wallet = memoryAdapter();
  const slow = deferred<ConnectResult | undefined>();
  wallet.adapter.reconnect = () => slow.promise;
  return { ...testLatch({ storage, adapters: [wallet.adapter] }), wallet, slow };
}

describe('connection races', () => {
  it('keeps the current connection when switching to another wallet is refused', async () => {
    const { latch, wallet } = testLatch();
    await connect(latch, { connectorId: 'io.test' });
    wallet.control.connectError = new Error('User rejected the request.');
    await expect(connect(latch, { connectorId: 'io.test' })).rejects.toThrow('User rejected the request.');
    expect(selectActiveAccount(latch.getState())).toMatchObject({ status: 'connected', address: A });
  });

  it('ignores a reconnect that answers after the person connected by hand', async () => {
    const { latch, wallet, slow } = withSlowReconnect();
    await flush();
    expect(selectActiveAccount(latch.getState())?.status).toBe('connecting');

    wallet.adapter.connect = async () => ({ address: B, chainId: 31337 });
    await connect(latch, { connectorId: 'io.test' });
    slow.resolve({ address: A, chainId: 31337 });
    await flush();
    expect(selectActiveAccount(latch.getState())).toMatchObject({ status: 'connected', address: B });
  });

  it('does not clear a connection made by hand when a slow reconnect fails', async () => {
    const { latch, slow } = withSlowReconnect();
    await flush();
    await connect(latch, { connectorId: 'io.test' });
    slow.reject(new Error('timed out'));
    await flush();
    expect(selectActiveAccount(latch.getState())).toMatchObject({ status: 'connected', address: A });
  });

  it('drops the balance of a chain the wallet has already left', async () => {
    const wallet = memoryAdapter();
    const slow = deferred<{ balance: string; symbol: string }>();
    let first = true;
    wallet.adapter.getBalance = async ({ network }) => {
      if (first) {
        first = false;
        return slow.promise;
      }
      return { balance: '2', symbol: network.nativeCurrency.symbol };
    };
    const other = { id: 1, caipNetworkId: 'eip155:1' as const, chainNamespace: 'eip155' as const, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } };
    const { latch } = testLatch({ adapters: [wallet.adapter], networks: [{ ...other, id: 31337, caipNetworkId: 'eip155:31337', name: 'Latch Devnet' }, other] });
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    expect(first).toBe(false); // the first read has started: its module (loaded on connect) has come
    wallet.emit({ type: 'chainChanged', chainId: 1 });
    await flush();
    slow.resolve({ balance: '999', symbol: 'ETH' });
    await flush();
    expect(selectActiveAccount(latch.getState())).toMatchObject({ caipAddress: `eip155:1:${A}`, balance: '2' });
  });

  it('drops a balance failure of an account the wallet has already left', async () => {
    const wallet = memoryAdapter();
    const slow = deferred<{ balance: string; symbol: string }>();
    let first = true;
    wallet.adapter.getBalance = async () => {
      if (first) {
        first = false;
        return slow.promise;
      }
      return { balance: '3', symbol: 'ETH' };
    };
    const { latch } = testLatch({ adapters: [wallet.adapter] });
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    expect(first).toBe(false); // the first read has started: its module (loaded on connect) has come
    wallet.emit({ type: 'accountsChanged', accounts: [B] });
    await flush();
    slow.reject(new Error('late failure'));
    await flush();
    expect(selectActiveAccount(latch.getState())).toMatchObject({ address: B, balance: '3', balanceError: undefined });
    expect(latch.getState().snackbar.open).toBe(false);
  });
});
