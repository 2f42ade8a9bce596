// The listing's requests to the Wallet API (SPEC 7, /getWallets), as async thunks: the slice follows
// their pending, fulfilled and rejected actions.
import type { WalletsQuery } from '../../api/client/walletEndpoints.js';
import { FEATURED_WALLETS_DEFAULT_COUNT, RECOMMENDED_WALLETS_COUNT, WALLET_SEARCH_RESULTS, WALLETS_PAGE_SIZE } from '../../constants.js';
import { UNKNOWN } from '../../errors/catalogue.js';
import { inOrderOf } from '../../rules/wallets.js';
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import type { LatchState } from '../../store/rootReducer.js';

/** What every listing call sends: the configured include and exclude lists and the configured networks. */
function baseQuery(state: LatchState, exclude: readonly string[] = []): Omit<WalletsQuery, 'page' | 'entries'> {
  const { includeWalletIds, excludeWalletIds } = state.options;
  return {
    include: includeWalletIds.length ? includeWalletIds : undefined,
    exclude: [...excludeWalletIds, ...exclude].length ? [...excludeWalletIds, ...exclude] : undefined,
    chains: state.networks.networks.map((n) => n.caipNetworkId),
  };
}

/** The first 4 featured wallets in the configured order and the 4 recommended ones; a failed call leaves its group empty. */
export const fetchFirstScreen = createLatchAsyncThunk('wallets/fetchFirstScreen', async (_: void, { dispatch, getState, extra }) => {
  const state = getState();
  const featuredIds = state.options.featuredWalletIds.slice(0, FEATURED_WALLETS_DEFAULT_COUNT);
  const { walletApi } = await extra.loadApi();
  const query = (args: WalletsQuery) => dispatch(walletApi.endpoints.getWallets.initiate(args, { subscribe: false }));
  const [featured, recommended] = await Promise.all([
    featuredIds.length ? query({ page: 1, entries: featuredIds.length, ...baseQuery(state), include: featuredIds }) : undefined,
    query({ page: 1, entries: RECOMMENDED_WALLETS_COUNT, ...baseQuery(state, featuredIds) }),
  ]);
  return { featured: inOrderOf(featuredIds, featured?.data?.data ?? []), recommended: recommended.data?.data ?? [] };
});

/** The next page of 40; skipped while one is on its way or when the listing has no more. */
export const fetchWalletPage = createLatchAsyncThunk(
  'wallets/fetchPage',
  async (_: void, { dispatch, getState, extra, rejectWithValue }) => {
    const page = (getState().wallets?.page ?? 0) + 1;
    const { walletApi } = await extra.loadApi();
    const result = await dispatch(walletApi.endpoints.getWallets.initiate({ page, entries: WALLETS_PAGE_SIZE, ...baseQuery(getState()) }, { subscribe: false }));
    return result.data ? { page, wallets: result.data.data, count: result.data.count } : rejectWithValue(result.error?.message ?? UNKNOWN);
  },
  {
    condition: (_, { getState }) => {
      const wallets = getState().wallets;
      return !wallets || (!wallets.loading && !(wallets.page > 0 && wallets.listing.length >= wallets.count));
    },
  },
);

/** Up to 100 wallets matching the (trimmed) text (SPEC 9). */
export const fetchWalletSearch = createLatchAsyncThunk('wallets/fetchSearch', async (text: string, { dispatch, getState, extra, rejectWithValue }) => {
  const { walletApi } = await extra.loadApi();
  const result = await dispatch(walletApi.endpoints.getWallets.initiate({ page: 1, entries: WALLET_SEARCH_RESULTS, search: text, ...baseQuery(getState()) }, { subscribe: false }));
  return result.data ? result.data.data : rejectWithValue(result.error?.message ?? UNKNOWN);
});
