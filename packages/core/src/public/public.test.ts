import { connect, disconnect, refreshBalance } from '../actions/connection.js';
import { switchNetwork } from '../actions/network.js';
import { memoryAdapter, testMainnet, testNetwork } from '../testing/memoryAdapter.js';
import { flush } from '../../test/flush.js';
import { testLatch } from '../../test/setup.js';
import { getAccount, getNetwork, getWalletProvider, selectWalletInfo, watchAccount, watchNetwork, type LatchAccount } from './index.js';
import { selectWalletProviderKey, type Eip1193Provider } from './walletProvider.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('the public account', () => {
  it('reads disconnected, then the connected address, CAIP address and connector', async () => {
    const { latch } = testLatch();
    expect(getAccount(latch)).toEqual({ namespace: 'eip155', status: 'disconnected', isConnected: false });
    await connect(latch, { connectorId: 'io.test' });
    expect(getAccount(latch)).toEqual({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
      connector: { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.test' } },
    });
  });

  it('tells a watcher of each connect and disconnect, and stays quiet while only the balance moves', async () => {
    const { latch, wallet } = testLatch();
    const seen: LatchAccount[] = [];
    const stop = watchAccount(latch, (account) => seen.push(account));
    await connect(latch, { connectorId: 'io.test' });
    expect(seen[0]?.status).toBe('connecting');
    expect(seen.at(-1)).toMatchObject({ status: 'connected', address: ADDRESS });
    const connectedCount = seen.length;
    wallet.control.balance = '7';
    await refreshBalance(latch);
    await flush();
    expect(latch.getState().accounts.eip155?.balance).toBe('7');
    expect(seen).toHaveLength(connectedCount);
    await disconnect(latch);
    expect(seen.at(-1)).toEqual({ namespace: 'eip155', status: 'disconnected', isConnected: false });
    stop();
    const count = seen.length;
    await connect(latch, { connectorId: 'io.test' });
    expect(seen).toHaveLength(count);
  });

  it('names the embedded user only for an embedded-wallet connection', async () => {
    const auth = memoryAdapter({ connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }] });
    const { latch } = testLatch({ adapters: [auth.adapter] });
    await connect(latch, { connectorId: 'auth' });
    expect(getAccount(latch).embeddedUser).toEqual({});
    expect(getAccount(latch).connector?.type).toBe('AUTH');
  });
});

describe('the public network', () => {
  it('reads the active network and the list, and tells a watcher of a switch', async () => {
    const { latch } = testLatch({ networks: [testNetwork, testMainnet] });
    expect(getNetwork(latch)).toEqual({ network: testNetwork, networks: [testNetwork, testMainnet] });
    const seen: string[] = [];
    watchNetwork(latch, ({ network }) => seen.push(network!.name));
    await switchNetwork(latch, testMainnet);
    expect(seen).toEqual([testMainnet.name]);
    expect(getNetwork(latch).network).toEqual(testMainnet);
  });
});

describe('the connected wallet', () => {
  it("gives its info and provider once connected, and none before", async () => {
    const { latch, wallet } = testLatch();
    expect(selectWalletInfo(latch.getState())).toBeUndefined();
    expect(await getWalletProvider(latch)).toBeUndefined();
    await connect(latch, { connectorId: 'io.test' });
    expect(selectWalletInfo(latch.getState())).toEqual({ name: 'Test Wallet', type: 'ANNOUNCED', rdns: 'io.test' });
    const provider = (await getWalletProvider(latch)) as Eip1193Provider;
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS]);
    expect(wallet.calls).toContain('provider:eth_accounts');
    expect(await getWalletProvider(latch, 'solana')).toBeUndefined();
  });

  it("keys its provider by the namespace's connector and account, and has no key while disconnected", async () => {
    const { latch, wallet } = testLatch();
    expect(selectWalletProviderKey(latch.getState())).toBeUndefined();
    await connect(latch, { connectorId: 'io.test' });
    const key = `eip155|io.test|eip155:31337:${ADDRESS}`;
    expect([selectWalletProviderKey(latch.getState()), selectWalletProviderKey(latch.getState(), 'eip155')]).toEqual([key, key]);
    expect(selectWalletProviderKey(latch.getState(), 'solana')).toBeUndefined();
    wallet.emit({ type: 'accountsChanged', accounts: [OTHER] });
    await flush();
    expect(selectWalletProviderKey(latch.getState())).toBe(`eip155|io.test|eip155:31337:${OTHER}`);
    await disconnect(latch);
    expect(selectWalletProviderKey(latch.getState())).toBeUndefined();
  });
});
