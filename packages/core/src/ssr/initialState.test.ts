/** @jest-environment jsdom */
// The browser's side writes its cookies through cookieStorage; a "server" reads them as a request's Cookie header.
import { connect, disconnect } from '../actions/connection.js';
import { switchNetwork } from '../actions/network.js';
import { selectAccount } from '../public/account.js';
import { selectActiveNetwork } from '../features/networks/selectors.js';
import { selectCurrentView } from '../features/modal/selectors.js';
import { eip4361Siwx } from '../siwx/eip4361.js';
import { createStorage } from '../storage/storage.js';
import { testMainnet, testNetwork } from '../testing/memoryAdapter.js';
import { flush } from '../../test/flush.js';
import { testLatch } from '../../test/setup.js';
import { createCookieStorage } from './cookieStorage.js';
import { parseCookies } from './cookies.js';
import { cookieToInitialState, hydrate, SHOWN_ACCOUNT_WAIT_MS } from './initialState.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const networks = [testMainnet, testNetwork];

afterEach(() => {
  for (const name of parseCookies(document.cookie).keys()) document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0`;
  localStorage.clear();
});

/** A page that connected the test wallet on the devnet, as the browser left it. */
async function connectedPage() {
  const page = testLatch({ networks, storage: createCookieStorage() });
  await switchNetwork(page.latch, testNetwork);
  await connect(page.latch, { connectorId: 'io.test' });
  page.latch.destroy();
  return document.cookie;
}

/** One render's instance, hydrated as a server or the client's first render does it; not yet past its first tick. */
const rendered = (cookieHeader: string) => {
  const instance = testLatch({ networks, storage: createCookieStorage() });
  hydrate(instance.latch, cookieToInitialState({ networks, adapters: [instance.wallet.adapter] }, cookieHeader));
  return instance;
};

describe('the first frame from cookies', () => {
  it('keeps the saved connection and the active network in cookies, and the rest of what Latch saves in localStorage', async () => {
    const page = testLatch({ networks, storage: createCookieStorage() });
    await switchNetwork(page.latch, testNetwork);
    await connect(page.latch, { connectorId: 'io.test' });
    expect(Object.fromEntries(parseCookies(document.cookie))).toEqual({
      '@latch/activeCaipNetworkId': '"eip155:31337"',
      '@latch/connectedConnectorId:eip155': '"io.test"',
      '@latch/connectedCaipAddress:eip155': `"eip155:31337:${ADDRESS}"`,
    });
    expect(localStorage.getItem('@latch/recentWallets')).toBeNull();
    await disconnect(page.latch);
    expect(Object.fromEntries(parseCookies(document.cookie))).toEqual({ '@latch/activeCaipNetworkId': '"eip155:31337"' });
  });

  it("reads the connected account and its network from the request's cookies", async () => {
    const header = await connectedPage();
    const adapters = [testLatch().wallet.adapter];
    expect(cookieToInitialState({ networks, adapters }, header)).toEqual({ activeNetwork: 'eip155:31337', accounts: [{ namespace: 'eip155', caipAddress: `eip155:31337:${ADDRESS}` }] });
    expect(cookieToInitialState({ networks, adapters }, '')).toBeUndefined();
    expect(cookieToInitialState({ networks, adapters }, null)).toBeUndefined();
  });

  it('draws the same first frame on the server and on the client: connected, with the address, on the saved network', async () => {
    const header = await connectedPage();
    const server = rendered(header);
    const client = rendered(header);
    const first = { account: selectAccount(server.latch.getState()), network: selectActiveNetwork(server.latch.getState())?.caipNetworkId };
    expect(first).toEqual({ account: selectAccount(client.latch.getState()), network: selectActiveNetwork(client.latch.getState())?.caipNetworkId });
    expect(first).toMatchObject({ account: { status: 'connected', address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}` }, network: 'eip155:31337' });
  });

  it('asks nothing of the wallet or the chain for a shown account that nothing reconnects, as on a server', async () => {
    const header = await connectedPage();
    const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage: createStorage(null) });
    // A server's storage is empty (its cookies come only through the header), so no reconnect starts.
    const server = testLatch({ networks, siwx, storage: createStorage(null) });
    hydrate(server.latch, cookieToInitialState({ networks, adapters: [server.wallet.adapter] }, header));
    await flush();
    expect(server.wallet.calls).toEqual([]);
    expect(server.latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS, balance: undefined });
    expect(server.latch.getState().modal.open).toBe(false);
  });

  it('asks for sign-in (SPEC 4) once the shown account has reconnected, not before', async () => {
    const header = await connectedPage();
    const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage: createStorage(null) });
    const client = testLatch({ networks, siwx, storage: createCookieStorage() });
    hydrate(client.latch, cookieToInitialState({ networks, adapters: [client.wallet.adapter] }, header));
    const openedBeforeReconnect: boolean[] = [];
    client.latch.subscribe(() => {
      const { connectors, modal } = client.latch.getState();
      if (!connectors.connectedIds.eip155) openedBeforeReconnect.push(modal.open);
    });
    await flush();
    await flush();
    expect(openedBeforeReconnect).not.toContain(true);
    expect(client.wallet.calls).toContain('reconnect:io.test');
    expect(selectCurrentView(client.latch.getState())).toBe('SIWXSignMessage');
    expect(client.latch.getState().modal.open).toBe(true);
  });

  it('reconnects the saved wallet behind the shown account without ever showing it connecting', async () => {
    const client = rendered(await connectedPage());
    const statuses = new Set<string>();
    client.latch.subscribe(() => statuses.add(client.latch.getState().accounts.eip155!.status));
    await flush();
    expect(client.wallet.calls.filter((call) => /connect/.test(call))).toEqual(['reconnect:io.test']);
    expect([...statuses]).toEqual(['connected']);
    expect(client.latch.getState().connectors.connectedIds.eip155).toBe('io.test');
    expect(client.latch.getState().accounts.eip155).toMatchObject({ status: 'connected', address: ADDRESS, balance: '1.5', connectedWalletInfo: { name: 'Test Wallet' } });
  });

  it('forgets the shown account, and its cookies, when the wallet no longer grants it', async () => {
    const header = await connectedPage();
    const client = testLatch({ networks, storage: createCookieStorage(), adapterOptions: { stillAuthorized: false } });
    hydrate(client.latch, cookieToInitialState({ networks, adapters: [client.wallet.adapter] }, header));
    await flush();
    expect(client.wallet.calls).toContain('reconnect:io.test');
    expect(selectAccount(client.latch.getState()).status).toBe('disconnected');
    expect([...parseCookies(document.cookie).keys()]).toEqual(['@latch/activeCaipNetworkId']);
  });

  it('shows the account disconnected when its wallet is not found in time, keeps its cookies, and reconnects it if the wallet turns up later', async () => {
    const header = await connectedPage();
    const client = testLatch({ networks, storage: createCookieStorage(), adapterOptions: { connectors: [] } });
    hydrate(client.latch, cookieToInitialState({ networks, adapters: [client.wallet.adapter] }, header));
    await flush();
    client.clock.advance(SHOWN_ACCOUNT_WAIT_MS - 1);
    expect(selectAccount(client.latch.getState()).status).toBe('connected');
    client.clock.advance(1);
    expect(selectAccount(client.latch.getState()).status).toBe('disconnected');
    expect(parseCookies(document.cookie).has('@latch/connectedConnectorId:eip155')).toBe(true);

    client.wallet.announce([{ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.test' } }]);
    await flush();
    expect(client.wallet.calls).toContain('reconnect:io.test');
    expect(selectAccount(client.latch.getState())).toMatchObject({ status: 'connected', address: ADDRESS });
  });

  it("ends the shown account's wait with the instance: a destroyed instance dispatches nothing when it would have ended", async () => {
    const header = await connectedPage();
    const client = testLatch({ networks, storage: createCookieStorage(), adapterOptions: { connectors: [] } });
    hydrate(client.latch, cookieToInitialState({ networks, adapters: [client.wallet.adapter] }, header));
    await flush();
    client.latch.destroy();
    const dispatched = jest.fn();
    client.latch.subscribe(dispatched);
    client.clock.advance(SHOWN_ACCOUNT_WAIT_MS);
    expect(dispatched).not.toHaveBeenCalled();
    expect(selectAccount(client.latch.getState()).status).toBe('connected');
  });

  it('leaves an account its wallet confirmed in time as it is when the wait ends', async () => {
    const client = rendered(await connectedPage());
    await flush();
    client.clock.advance(SHOWN_ACCOUNT_WAIT_MS);
    expect(selectAccount(client.latch.getState()).status).toBe('connected');
  });

  it('lets the person disconnect a shown account before its wallet has answered', async () => {
    const client = rendered(await connectedPage());
    await disconnect(client.latch);
    await flush();
    expect(selectAccount(client.latch.getState()).status).toBe('disconnected');
    expect(client.wallet.calls.filter((call) => /connect/.test(call))).toEqual(['disconnect']);
  });

  it('ignores cookies it cannot trust, without throwing: bad JSON, no CAIP address, another namespace, a network not configured, an address without its connector', () => {
    const adapters = [testLatch().wallet.adapter];
    const cookie = (values: Record<string, string>) =>
      Object.entries(values)
        .map(([key, value]) => `${encodeURIComponent(`@latch/${key}`)}=${encodeURIComponent(value)}`)
        .join('; ');
    const connector = { 'connectedConnectorId:eip155': '"io.test"' };
    const cases: Record<string, string>[] = [
      { 'connectedCaipAddress:eip155': '{"eip155:31337', ...connector },
      { 'connectedCaipAddress:eip155': `"${ADDRESS}"`, ...connector },
      { 'connectedCaipAddress:eip155': `"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${ADDRESS}"`, ...connector },
      { 'connectedCaipAddress:eip155': `"eip155:10:${ADDRESS}"`, ...connector },
      { 'connectedCaipAddress:eip155': `"eip155:31337:${ADDRESS}"` },
      { 'connectedCaipAddress:eip155': `"eip155:31337:${ADDRESS}"`, 'connectedConnectorId:eip155': '""' },
      { activeCaipNetworkId: '"eip155:10"' },
      { activeCaipNetworkId: '7' },
    ];
    for (const values of cases) expect({ values, state: cookieToInitialState({ networks, adapters }, cookie(values)) }).toEqual({ values, state: undefined });
    expect(cookieToInitialState({ networks, adapters }, '%E0%A4%A=1; @latch/x')).toBeUndefined();
  });

  it('leaves a namespace that is already connected, and a network the instance does not configure, as they are', async () => {
    const header = await connectedPage();
    const state = cookieToInitialState({ networks, adapters: [testLatch().wallet.adapter] }, header)!;
    const elsewhere = testLatch({ networks: [testMainnet] });
    hydrate(elsewhere.latch, state);
    expect(elsewhere.latch.getState().accounts.eip155).toBeUndefined();
    expect(selectActiveNetwork(elsewhere.latch.getState())?.caipNetworkId).toBe('eip155:1');

    const connected = testLatch({ networks });
    await connect(connected.latch, { connectorId: 'io.test' });
    const before = connected.latch.getState().accounts.eip155;
    hydrate(connected.latch, { accounts: [{ namespace: 'eip155', caipAddress: 'eip155:31337:0x0000000000000000000000000000000000000001' }] });
    expect(connected.latch.getState().accounts.eip155).toBe(before);
  });
});
