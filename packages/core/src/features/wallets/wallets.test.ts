import { openModal, replaceView } from '../../actions/modal.js';
import { loadMoreWallets, loadWallets, pickWallet, rememberWallet, searchWallets } from '../../actions/wallets.js';
import { createStorage } from '../../storage/storage.js';
import { selectAllWallets, selectTypedSearch, selectWalletListStatus, selectWalletPages } from './allWalletsSelectors.js';
import { pagesAnswer, selectFeaturedWallets, selectPendingListingRows, selectPickedWallet, selectRecentWallets, selectRecommendedWallets, selectWalletCount } from './walletsSelectors.js';
import { RECENT_WALLETS_KEY } from './walletsThunks.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { walletRegistry } from '../../../test/walletRegistry.js';

const fake = useFakeServices();
const walletCalls = () => fake().requests.filter((r) => r.pathname === '/getWallets').map((r) => Object.fromEntries(r.searchParams));

function listingLatch(overrides: Parameters<typeof testLatch>[0] = {}, size = 95) {
  fake().routes['/getWallets'] = walletRegistry(size);
  return testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url }, ...overrides });
}

describe('the wallet listing (SPEC 2, 9)', () => {
  it('holds a place for the featured and recommended rows until they come, so what is below them does not move', async () => {
    const { latch } = listingLatch({ featuredWalletIds: ['w5', 'w1'] });
    expect(selectPendingListingRows(latch.getState())).toBe(2 + 4);
    await loadWallets(latch);
    expect(selectPendingListingRows(latch.getState())).toBe(0);
    expect(selectPendingListingRows(listingLatch({ featuredWalletIds: ['w1', 'w2', 'w3', 'w4', 'w5'] }).latch.getState())).toBe(4 + 4);
    // Without a Wallet API no listing comes, so no place is held.
    expect(selectPendingListingRows(testLatch().latch.getState())).toBe(0);
  });

  it('holds no place once the listing failed', async () => {
    const { latch } = listingLatch();
    fake().routes['/getWallets'] = () => ({ status: 500, body: { message: 'down' } });
    await loadWallets(latch);
    expect(selectPendingListingRows(latch.getState())).toBe(0);
  });

  it('loads featured wallets in the configured order, 4 recommended ones without them, and a first page of 40', async () => {
    const { latch } = listingLatch({ featuredWalletIds: ['w5', 'w1', 'unknown'], excludeWalletIds: ['w0'] });
    await loadWallets(latch);
    const state = latch.getState();
    expect(selectFeaturedWallets(state).map((w) => w.id)).toEqual(['w5', 'w1']);
    expect(selectRecommendedWallets(state).map((w) => w.id)).toEqual(['w2', 'w3', 'w4', 'w6']);
    expect(selectWalletPages(state)).toHaveLength(40);
    // 95 wallets, less the excluded one and the 9 Solana-only ones (not on a configured network).
    expect(selectWalletCount(state)).toBe(85);
    const [featured, recommended, page] = walletCalls();
    expect(featured).toMatchObject({ include: 'w5,w1,unknown', exclude: 'w0', chains: 'eip155:31337' });
    expect(recommended).toMatchObject({ entries: '4', exclude: 'w0,w5,w1,unknown' });
    expect(page).toMatchObject({ page: '1', entries: '40', exclude: 'w0', projectId: 'latch-test' });
  });

  it('shows at most 4 featured wallets (SPEC 9), the first ones configured', async () => {
    const { latch } = listingLatch({ featuredWalletIds: ['w6', 'w5', 'w4', 'w3', 'w2'] });
    await loadWallets(latch);
    expect(selectFeaturedWallets(latch.getState()).map((w) => w.id)).toEqual(['w6', 'w5', 'w4', 'w3']);
    expect(walletCalls()[0]).toMatchObject({ include: 'w6,w5,w4,w3', entries: '4' });
  });

  it('lists featured, then recommended, then the pages, each wallet once', async () => {
    const { latch } = listingLatch({ featuredWalletIds: ['w5'] });
    await loadWallets(latch);
    const ids = selectAllWallets(latch.getState(), false).map((w) => w.id);
    expect(ids.slice(0, 6)).toEqual(['w5', 'w0', 'w1', 'w2', 'w3', 'w4']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pages by 40 until the count is reached, then asks no more', async () => {
    const { latch } = listingLatch({}, 95);
    await loadWallets(latch);
    await loadMoreWallets(latch);
    await loadMoreWallets(latch);
    expect(selectWalletPages(latch.getState())).toHaveLength(86);
    const before = walletCalls().length;
    await loadMoreWallets(latch);
    expect(walletCalls()).toHaveLength(before);
    expect(walletCalls().map((c) => c.page)).toEqual(['1', '1', '2', '3']);
  });

  it('asks for no next page while one is on its way (All Wallets asks as the featured wallets end in view)', async () => {
    const { latch } = listingLatch({}, 95);
    const first = loadWallets(latch);
    for (let tick = 0; pagesAnswer(latch.getState())?.status !== 'pending'; tick++) {
      expect(tick).toBeLessThan(1000);
      await Promise.resolve();
    }
    await Promise.all([first, loadMoreWallets(latch)]);
    expect(walletCalls().filter((call) => call.entries === '40').map((call) => call.page)).toEqual(['1']);
    expect(selectWalletPages(latch.getState())).toHaveLength(40);
  });

  it('keeps the wallets already listed as the same objects when the next page comes', async () => {
    const { latch } = listingLatch({}, 95);
    await loadWallets(latch);
    const before = selectAllWallets(latch.getState(), false);
    await loadMoreWallets(latch);
    const after = selectAllWallets(latch.getState(), false);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(0, before.length).every((wallet, index) => wallet === before[index])).toBe(true);
  });

  it('sends only the configured include list', async () => {
    const { latch } = listingLatch({ includeWalletIds: ['w1', 'w2'] });
    await loadWallets(latch);
    expect(selectWalletPages(latch.getState()).map((w) => w.id)).toEqual(['w1', 'w2']);
  });

  it('keeps the error of a failed page and lets the next call try again', async () => {
    const { latch } = listingLatch();
    fake().routes['/getWallets'] = () => ({ status: 503, body: { message: 'listing down' } });
    await loadMoreWallets(latch);
    expect(selectWalletListStatus(latch.getState())).toEqual({ error: 'listing down', loading: false });
    expect(selectWalletPages(latch.getState())).toEqual([]);
    fake().routes['/getWallets'] = walletRegistry(10);
    await loadMoreWallets(latch);
    expect(selectWalletListStatus(latch.getState())).toEqual({ error: undefined, loading: false });
    expect(selectWalletPages(latch.getState())).toHaveLength(9);
    expect(selectWalletCount(latch.getState())).toBe(9);
  });
});

describe('wallet search (SPEC 9: trimmed, 100 results, sent at a pause in typing)', () => {
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check()).toBe(true);
  };
  const typed = (latch: ReturnType<typeof listingLatch>['latch']) => selectTypedSearch(latch.getState(), false);
  const names = (latch: ReturnType<typeof listingLatch>['latch']) => typed(latch)?.wallets?.map((w) => w.name);

  it('sends the trimmed text for 100 entries at a 150 ms pause, and holds the answer for the typed text', async () => {
    const { latch, clock } = listingLatch();
    void searchWallets(latch, 'ra');
    clock.advance(149);
    const done = searchWallets(latch, '  rain ');
    clock.advance(149);
    await flush();
    expect(walletCalls()).toEqual([]);
    expect(typed(latch)).toEqual({ text: 'rain', wallets: undefined, error: undefined, atOnce: false });
    clock.advance(1);
    await done;
    expect(walletCalls()).toEqual([expect.objectContaining({ search: 'rain', entries: '100', page: '1' })]);
    expect(names(latch)).toEqual(['Rainbow']);
    expect(typed(latch)?.atOnce).toBe(false);
  });

  it('counts the pause from the keystroke, when the caller says how long ago it was', async () => {
    const { latch, clock } = listingLatch();
    const done = searchWallets(latch, 'rain', 100);
    clock.advance(49);
    await flush();
    expect(walletCalls()).toEqual([]);
    clock.advance(1);
    await done;
    expect(names(latch)).toEqual(['Rainbow']);
  });

  it('stays the same object while nothing of it changes, so a view showing it renders nothing more', async () => {
    const { latch, clock } = listingLatch();
    const done = searchWallets(latch, 'rain');
    clock.advance(150);
    await done;
    const answered = typed(latch);
    rememberWallet(latch, answered!.wallets![0]!);
    await loadWallets(latch);
    expect(typed(latch)).toBe(answered);
  });

  it('follows the typed text, and drops a sent search the person typed on from', async () => {
    const { latch, clock } = listingLatch();
    const first = searchWallets(latch, 'rain');
    clock.advance(150);
    await first;
    void searchWallets(latch, 'wallet');
    clock.advance(150);
    await until(() => walletCalls().some((call) => call.search === 'wallet'));
    const done = searchWallets(latch, 'wallet 1');
    expect(typed(latch)).toMatchObject({ text: 'wallet 1', wallets: undefined });
    clock.advance(150);
    await done;
    expect(walletCalls().map((call) => call.search)).toEqual(['rain', 'wallet', 'wallet 1']);
    expect(names(latch)?.length).toBeGreaterThan(0);
    expect(names(latch)?.every((name) => name.toLowerCase().includes('wallet 1'))).toBe(true);
  });

  it('answers at once from the listing once all of it is loaded, names starting with the text first, as the services would', async () => {
    const { latch } = listingLatch({}, 30);
    await loadWallets(latch);
    void searchWallets(latch, ' BOW ');
    expect(typed(latch)).toMatchObject({ text: 'BOW', atOnce: true });
    expect(names(latch)).toEqual(['Rainbow']);
    void searchWallets(latch, 'w');
    // 30 less the Solana-only w9, w19 and w29; Rainbow holds a w but does not start with one.
    expect(names(latch)).toHaveLength(27);
    expect(names(latch)?.slice(0, 3)).toEqual(['Wallet 0', 'Wallet 1', 'Wallet 2']);
    expect(names(latch)?.at(-1)).toBe('Rainbow');
    expect(walletCalls().filter((call) => call.search)).toEqual([]);
    // A listing loaded in part waits for the services' answer.
    const partial = listingLatch({}, 95);
    await loadWallets(partial.latch);
    const done = searchWallets(partial.latch, 'rain');
    expect(typed(partial.latch)).toEqual({ text: 'rain', wallets: undefined, error: undefined, atOnce: false });
    partial.clock.advance(150);
    await done;
  });

  it('ends the search for an empty text', async () => {
    const { latch, clock } = listingLatch();
    const done = searchWallets(latch, 'rain');
    clock.advance(150);
    await done;
    await searchWallets(latch, '   ');
    expect(typed(latch)).toBeUndefined();
  });
});

describe('recent wallets (SPEC 9: at most 2, stored locally, newest first, no duplicates)', () => {
  it('keeps the last two picked, newest first, and reads them back in a new instance', async () => {
    const { latch, storage } = listingLatch();
    await loadWallets(latch);
    const [a, b, c] = selectWalletPages(latch.getState());
    rememberWallet(latch, a!);
    rememberWallet(latch, b!);
    rememberWallet(latch, a!);
    rememberWallet(latch, c!);
    expect(selectRecentWallets(latch.getState()).map((w) => w.id)).toEqual([c!.id, a!.id]);
    const again = listingLatch({ storage });
    await loadMoreWallets(again.latch);
    expect(selectRecentWallets(again.latch.getState()).map((w) => w.id)).toEqual([c!.id, a!.id]);
  });

  it('reads corrupt or ill-shaped storage as no recent wallets', async () => {
    const storage = createStorage(null);
    storage.set(RECENT_WALLETS_KEY, [{ id: 1 }]);
    const { latch } = listingLatch({ storage });
    await loadMoreWallets(latch);
    expect(selectRecentWallets(latch.getState())).toEqual([]);
  });
});

describe('the mobile filter and the installed flag (SPEC 3, 9)', () => {
  it('on mobile lists wallets with a mobile link, plus the named exceptions', async () => {
    const { latch } = listingLatch();
    await loadWallets(latch);
    const mobile = selectAllWallets(latch.getState(), true);
    expect(mobile.every((w) => w.mobile_link || w.rdns === 'com.coinbase.wallet')).toBe(true);
    expect(mobile.some((w) => w.id === 'w7')).toBe(true);
    expect(mobile.some((w) => w.id === 'w1')).toBe(false);
    expect(selectAllWallets(latch.getState(), false).some((w) => w.id === 'w1')).toBe(true);
  });

  it('flags wallets this browser announced as installed', async () => {
    const { latch, wallet } = listingLatch();
    wallet.announce([{ id: 'io.wallet3', name: 'Rainbow', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.wallet3' } }]);
    await loadWallets(latch);
    const listed = selectAllWallets(latch.getState(), false);
    expect(listed.filter((w) => w.installed).map((w) => w.id)).toEqual(['w3']);
  });
});

describe('picking a wallet of the listing', () => {
  const rainbow = { id: 'rainbow-id', name: 'Rainbow', rdns: 'me.rainbow', image_url: 'https://img/rainbow.png', chains: ['eip155:1'] };

  it('routes to WalletConnect by the wallet id, holds the whole entry, and remembers it once', () => {
    const { latch } = testLatch();
    openModal(latch);
    pickWallet(latch, rainbow);
    expect(latch.getState().router.history.at(-1)).toEqual({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow-id' } });
    expect(selectPickedWallet(latch.getState())).toEqual(rainbow);
    expect(selectRecentWallets(latch.getState())).toEqual([rainbow]);
  });

  it('routes to its extension when the browser has it, by the connector of the same rdns', () => {
    const { latch, wallet } = testLatch();
    wallet.announce([{ id: 'me.rainbow.ext', name: 'Rainbow', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'me.rainbow' } }]);
    openModal(latch);
    pickWallet(latch, rainbow);
    expect(latch.getState().router.history.at(-1)).toEqual({ view: 'ConnectingExternal', data: { walletId: 'rainbow-id', connectorId: 'me.rainbow.ext' } });
  });

  it('is not the wallet of a view routed to another one', () => {
    const { latch } = testLatch();
    openModal(latch);
    pickWallet(latch, rainbow);
    replaceView(latch, { view: 'ConnectingWalletConnect', data: { walletId: 'other' } });
    expect(selectPickedWallet(latch.getState())).toBeUndefined();
  });
});
