import * as z from 'zod/mini';
import { walletSchema, type Wallet } from '../../api/walletApi.js';
import type { WalletsQuery } from '../../api/client/walletEndpoints.js';
import { FEATURED_WALLETS_DEFAULT_COUNT, RECOMMENDED_WALLETS_COUNT, WALLET_SEARCH_DEBOUNCE_MS, WALLET_SEARCH_RESULTS, WALLETS_PAGE_SIZE } from '../../constants.js';
import { UNKNOWN } from '../../errors/catalogue.js';
import { normalizeSearch } from '../../rules/lists.js';
import { inOrderOf, installedConnectorOf, withRecent } from '../../rules/wallets.js';
import type { LatchExtra, LatchThunk } from '../../store/extra.js';
import type { LatchState } from '../../store/rootReducer.js';
import { routerSlice } from '../modal/routerSlice.js';
import { walletsSlice, type WalletsState } from './walletsSlice.js';

const { actions } = walletsSlice;
export const RECENT_WALLETS_KEY = 'recentWallets';
const recentSchema = z.array(walletSchema);

const walletsOf = (state: LatchState): WalletsState => state.wallets ?? walletsSlice.getInitialState();

/** Joins the slice, with the recent wallets read from storage the first time. */
function ensureSlice(extra: LatchExtra, dispatch: (action: ReturnType<typeof actions.recentSet>) => unknown, state: LatchState) {
  if (state.wallets) return;
  extra.injectSlice(walletsSlice);
  dispatch(actions.recentSet(extra.storage.get(RECENT_WALLETS_KEY, recentSchema) ?? []));
}

/** What every listing call sends: the configured include and exclude lists and the configured networks. */
function baseQuery(state: LatchState, exclude: readonly string[] = []): Omit<WalletsQuery, 'page' | 'entries'> {
  const { includeWalletIds, excludeWalletIds } = state.options;
  return {
    include: includeWalletIds.length ? includeWalletIds : undefined,
    exclude: [...excludeWalletIds, ...exclude].length ? [...excludeWalletIds, ...exclude] : undefined,
    chains: state.networks.networks.map((n) => n.caipNetworkId),
  };
}

/**
 * The listing's first screen (SPEC 2): the first 4 featured wallets in the configured order,
 * the 4 recommended ones, and the first page of 40. Called when the modal opens; never blocks it.
 */
export const loadWallets = (): LatchThunk<Promise<void>> => async (dispatch, getState, extra) => {
  ensureSlice(extra, dispatch, getState());
  const state = getState();
  const featuredIds = state.options.featuredWalletIds.slice(0, FEATURED_WALLETS_DEFAULT_COUNT);
  const { walletApi } = await extra.loadApi();
  const query = (args: WalletsQuery) => dispatch(walletApi.endpoints.getWallets.initiate(args, { subscribe: false }));
  const [featured, recommended] = await Promise.all([
    featuredIds.length ? query({ page: 1, entries: featuredIds.length, ...baseQuery(state), include: featuredIds }) : undefined,
    query({ page: 1, entries: RECOMMENDED_WALLETS_COUNT, ...baseQuery(state, featuredIds) }),
  ]);
  dispatch(actions.featuredLoaded({ featured: inOrderOf(featuredIds, featured?.data?.data ?? []), recommended: recommended.data?.data ?? [] }));
  if (walletsOf(getState()).page === 0) await dispatch(loadMoreWallets());
};

/** The next page of 40, while the listing has more (infinite scroll). */
export const loadMoreWallets = (): LatchThunk<Promise<void>> => async (dispatch, getState, extra) => {
  ensureSlice(extra, dispatch, getState());
  const wallets = walletsOf(getState());
  if (wallets.loading || (wallets.page > 0 && wallets.listing.length >= wallets.count)) return;
  dispatch(actions.pageRequested());
  const page = wallets.page + 1;
  const { walletApi } = await extra.loadApi();
  const result = await dispatch(walletApi.endpoints.getWallets.initiate({ page, entries: WALLETS_PAGE_SIZE, ...baseQuery(getState()) }, { subscribe: false }));
  if (!result.data) {
    dispatch(actions.failed(result.error?.message ?? UNKNOWN));
    return;
  }
  dispatch(actions.pageLoaded({ page, wallets: result.data.data, count: result.data.count }));
};

/**
 * Search (SPEC 9): on the trimmed text, 300 ms after the last keystroke, up to 100 results.
 * An empty text clears the results at once.
 */
export const searchWallets =
  (input: string): LatchThunk<Promise<void>> =>
  (dispatch, getState, extra) => {
    ensureSlice(extra, dispatch, getState());
    const text = normalizeSearch(input);
    dispatch(actions.searchTyped(text));
    if (!text) return Promise.resolve();
    return new Promise<void>((resolve) => {
      extra.clock.setTimeout(async () => {
        if (walletsOf(getState()).search.text !== text) return resolve();
        const { walletApi } = await extra.loadApi();
        const result = await dispatch(
          walletApi.endpoints.getWallets.initiate({ page: 1, entries: WALLET_SEARCH_RESULTS, search: text, ...baseQuery(getState()) }, { subscribe: false }),
        );
        if (result.data) dispatch(actions.searchLoaded({ text, results: result.data.data }));
        else dispatch(actions.failed(result.error?.message ?? UNKNOWN));
        resolve();
      }, WALLET_SEARCH_DEBOUNCE_MS);
    });
  };

/** Remembers a wallet the person picked: newest first, no duplicates, at most 2, kept in storage. */
export const rememberWallet =
  (wallet: Wallet): LatchThunk =>
  (dispatch, getState, extra) => {
    ensureSlice(extra, dispatch, getState());
    const recent = withRecent(walletsOf(getState()).recent, wallet);
    dispatch(actions.recentSet(recent));
    extra.storage.set(RECENT_WALLETS_KEY, recent);
  };

/**
 * A wallet picked from the listing: remembered as recent, held as the picked wallet, and connected
 * through its extension when it is installed here, else through WalletConnect. The route names it by id.
 */
export const pickWallet =
  (wallet: Wallet): LatchThunk =>
  (dispatch, getState) => {
    dispatch(rememberWallet(wallet));
    dispatch(actions.picked(wallet));
    const connector = installedConnectorOf(wallet, getState().connectors.connectors);
    dispatch(
      routerSlice.actions.pushed(
        connector ? { view: 'ConnectingExternal', data: { walletId: wallet.id, connectorId: connector.id } } : { view: 'ConnectingWalletConnect', data: { walletId: wallet.id } },
      ),
    );
  };
