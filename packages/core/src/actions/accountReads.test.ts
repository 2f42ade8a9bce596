import { loadAllowedOrigins, loadRemoteFeatures, loadTokenBalances, loadTransactions } from './accountReads.js';
import { DEFAULT_REMOTE_FEATURES } from '../constants.js';
import { ErrorMessages } from '../errors/catalogue.js';
import type { LatchEvent } from '../store/events.js';
import { selectActivity, selectTokenBalances } from '../features/account/portfolioSelectors.js';
import { useFakeServices, type Answer } from '../../test/fakeServices.js';
import { flush } from '../../test/flush.js';
import { testLatch } from '../../test/setup.js';
import { memoryAdapter, testNetwork } from '../testing/memoryAdapter.js';
import { connect } from './connection.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const token = (symbol: string, decimals: string) => ({ name: symbol, symbol, chainId: 'eip155:31337', price: 1, quantity: { decimals, numeric: '5' }, iconUrl: '' });
const tx = (id: string, chain: string, transfers: unknown[] = [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'USDC' } }]) => ({
  id,
  metadata: { minedAt: '2026-11-22T12:00:00Z', chain, operationType: 'send', status: 'confirmed', sentFrom: ADDRESS, sentTo: '0x2' },
  transfers,
});

const fake = useFakeServices();
const route = (path: string, answer: (url: URL) => Answer) => (fake().routes[path] = answer);

async function connected() {
  const setup = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  return setup;
}

describe('token balances (SPEC 7, 8)', () => {
  it('reads the portfolio of the active account and network, dropping zero-decimal tokens', async () => {
    route(`/v1/account/${ADDRESS}/balance`, () => ({ body: { balances: [token('USDC', '6'), token('JUNK', '0'), token('DAI', '18')] } }));
    const { latch } = await connected();
    await loadTokenBalances(latch);
    expect(selectTokenBalances(latch.getState()).map((t) => t.symbol)).toEqual(['USDC', 'DAI']);
    const [request] = fake().requests;
    expect(Object.fromEntries(request!.searchParams)).toMatchObject({ projectId: 'latch-test', currency: 'usd', chainId: 'eip155:31337' });
  });

  // SPEC 9's 30 s bounds how old a shown portfolio may be, not only how long an unshown one is kept.
  it('answers from the cache for 30 s, then asks again though a view still holds the answer', async () => {
    route(`/v1/account/${ADDRESS}/balance`, () => ({ body: { balances: [token('USDC', '6')] } }));
    const { latch } = await connected();
    // Only the date is faked (RTK Query dates its answers): the fake services still need real timers.
    jest.useFakeTimers({ doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      await loadTokenBalances(latch);
      jest.setSystemTime(Date.now() + 29_000);
      await loadTokenBalances(latch);
      expect(fake().requests).toHaveLength(1);
      jest.setSystemTime(Date.now() + 2_000);
      await loadTokenBalances(latch);
      expect(fake().requests).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "Token Balance Unavailable" on failure and does not ask again for 30 s', async () => {
    route(`/v1/account/${ADDRESS}/balance`, () => ({ status: 503, body: { message: 'down' } }));
    const { latch, clock } = await connected();
    await loadTokenBalances(latch);
    expect(latch.getState().snackbar.current?.message).toEqual(ErrorMessages.tokenBalanceUnavailable);
    clock.advance(29_999);
    await loadTokenBalances(latch);
    expect(fake().requests).toHaveLength(1);
    route(`/v1/account/${ADDRESS}/balance`, () => ({ body: { balances: [token('USDC', '6')] } }));
    clock.advance(1);
    await loadTokenBalances(latch);
    expect(fake().requests).toHaveLength(2);
    expect(selectTokenBalances(latch.getState())).toHaveLength(1);
  });

  it('two reads failing at once (the modal opening, the Tokens tab) show the snack once', async () => {
    route(`/v1/account/${ADDRESS}/balance`, () => ({ status: 503, body: { message: 'down' } }));
    const { latch } = await connected();
    await Promise.all([loadTokenBalances(latch), loadTokenBalances(latch)]);
    expect(latch.getState().snackbar.lastId).toBe(1);
    expect(latch.getState().snackbar.next).toBeUndefined();
  });

  it('on an unsupported network: no call, and "Token Balance Unavailable"', async () => {
    const { latch, wallet } = await connected();
    wallet.emit({ type: 'chainChanged', chainId: 10 });
    await loadTokenBalances(latch);
    expect(fake().requests).toEqual([]);
    expect(latch.getState().snackbar.current?.message).toEqual(ErrorMessages.tokenBalanceUnavailable);
  });
});

describe('transactions (SPEC 5, 8)', () => {
  it('lists the active network only, hides all-spam NFT transfers, and pages with the cursor', async () => {
    route(`/v1/account/${ADDRESS}/history`, (url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? { body: { data: [tx('c', 'eip155:31337')], next: null } }
        : { body: { data: [tx('a', 'eip155:31337'), tx('other-chain', 'eip155:1'), tx('spam', 'eip155:31337', [{ quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } }])], next: 'page-2' } },
    );
    const { latch } = await connected();
    await loadTransactions(latch);
    expect(selectActivity(latch.getState()).transactions.map((t) => t.id)).toEqual(['a']);
    expect(selectActivity(latch.getState())).toMatchObject({ hasMore: true, loading: false });
    await loadTransactions(latch, { more: true });
    expect(selectActivity(latch.getState())).toMatchObject({ hasMore: false, empty: false });
    expect(selectActivity(latch.getState()).transactions.map((t) => t.id)).toEqual(['a', 'c']);
    await loadTransactions(latch, { more: true });
    expect(fake().requests).toHaveLength(2);
  });

  it('reads afresh each time the list is shown, and keeps the pages read when a next page fails', async () => {
    let sent = ['a'];
    route(`/v1/account/${ADDRESS}/history`, (url) =>
      url.searchParams.get('cursor') ? { status: 500, body: { message: 'indexer down' } } : { body: { data: sent.map((id) => tx(id, 'eip155:31337')), next: 'page-2' } },
    );
    const { latch } = await connected();
    await loadTransactions(latch);
    sent = ['b', 'a'];
    await loadTransactions(latch);
    expect(selectActivity(latch.getState()).transactions.map((t) => t.id)).toEqual(['b', 'a']);
    await loadTransactions(latch, { more: true });
    expect(selectActivity(latch.getState())).toMatchObject({ empty: false, loading: false });
    expect(selectActivity(latch.getState()).transactions.map((t) => t.id)).toEqual(['b', 'a']);
    expect(latch.getState().snackbar.current?.message).toEqual({ id: 'failedToFetchTransactions', text: 'Failed to fetch transactions' });
  });

  it('on failure shows "Failed to fetch transactions", marks the list empty and sends an event', async () => {
    route(`/v1/account/${ADDRESS}/history`, () => ({ status: 500, body: { message: 'indexer down' } }));
    const { latch } = await connected();
    const events: LatchEvent[] = [];
    latch.onEvent((event) => events.push(event));
    await loadTransactions(latch);
    expect(selectActivity(latch.getState())).toMatchObject({ transactions: [], empty: true, loading: false });
    expect(latch.getState().snackbar.current?.message).toEqual({ id: 'failedToFetchTransactions', text: 'Failed to fetch transactions' });
    expect(events).toEqual([{ type: 'ERROR_FETCH_TRANSACTIONS', properties: { address: ADDRESS, message: 'indexer down' } }]);
  });

  it('says "Transactions can\'t be fetched without an accountAddress"', async () => {
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await expect(loadTransactions(latch)).rejects.toThrow(ErrorMessages.transactionsNeedAddress.text);
  });

  it('reads activity on EVM networks only (SPEC 9): on Solana the list is empty and nothing is asked', async () => {
    const solana = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };
    const sol = memoryAdapter({ namespace: 'solana', address: 'So11111111111111111111111111111111111111112', chainId: 'devnet' });
    const { latch } = testLatch({ networks: [solana], adapters: [sol.adapter], apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await connect(latch, { connectorId: 'io.test' });
    await loadTransactions(latch);
    expect(selectActivity(latch.getState())).toMatchObject({ transactions: [], empty: true, loading: false });
    expect(fake().requests).toEqual([]);
  });
});

describe('remote features and origins (SPEC 7, 9)', () => {
  it('reads the features the config switches', async () => {
    route('/appkit/v1/config', () => ({
      body: { features: [{ id: 'email', isEnabled: false }, { id: 'social_login', isEnabled: true, config: ['google', 'github'] }, { id: 'swaps', isEnabled: false, config: ['1inch'] }] },
    }));
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await loadRemoteFeatures(latch);
    expect(latch.getState().options.remoteFeatures).toEqual({ ...DEFAULT_REMOTE_FEATURES, email: false, socials: ['google', 'github'], swaps: [] });
  });

  it.each([['a string', 'coinbase'], ['numbers', [1, 2]], ['an object', { coinbase: true }]])('empties an onramp provider list that is %s, not falling back to the defaults (SPEC 5)', async (_case, config) => {
    route('/appkit/v1/config', () => ({ body: { features: [{ id: 'onramp', isEnabled: true, config }, { id: 'email', isEnabled: false, config: null }] } }));
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await loadRemoteFeatures(latch);
    expect(latch.getState().options.remoteFeatures).toEqual({ ...DEFAULT_REMOTE_FEATURES, onramp: [], email: false });
  });

  it('keeps the defaults when the config cannot be read, and no origins when they cannot be read', async () => {
    route('/appkit/v1/config', () => ({ status: 500, body: { message: 'x' } }));
    route('/projects/v1/origins', () => ({ status: 500, body: { message: 'x' } }));
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await loadRemoteFeatures(latch);
    expect(latch.getState().options.remoteFeatures).toEqual(DEFAULT_REMOTE_FEATURES);
    await expect(loadAllowedOrigins(latch)).resolves.toEqual([]);
  });

  it('reads the allowed origins', async () => {
    route('/projects/v1/origins', () => ({ body: { allowedOrigins: ['http://127.0.0.1:5173'] } }));
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await expect(loadAllowedOrigins(latch)).resolves.toEqual(['http://127.0.0.1:5173']);
  });
});

describe('destroy', () => {
  it('drops the API cache, so no removal timer keeps a Node process alive', async () => {
    fake().routes['/appkit/v1/config'] = () => ({ body: { features: [] } });
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    await loadRemoteFeatures(latch);
    expect(Object.keys(latch.getState().latchApi?.queries ?? {})).toHaveLength(1);
    latch.destroy();
    expect(latch.getState().latchApi?.queries).toEqual({});
  });
});
