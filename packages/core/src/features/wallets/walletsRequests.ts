// The listing's requests to the Wallet API (SPEC 7). Their answers stay in the API's cache, held
// while this instance lives (each in its slot, replacing the slot's previous one); the selectors of
// walletsSelectors.ts and allWalletsSelectors.ts read them there. A failed call leaves its part empty.
import { createLatchAsyncThunk } from '../../store/createLatchAsyncThunk.js';
import { featuredArgs, listingArgs, recommendedArgs, searchArgs, walletEntryArgs } from './listingArgs.js';
import { pagesAnswer } from './walletsSelectors.js';

/** The listing's first screen (SPEC 2): the first 4 featured wallets, the 4 recommended ones and the first page of 40. */
export const fetchWalletListing = createLatchAsyncThunk('wallets/fetchListing', async (_: void, { dispatch, getState, extra }) => {
  const { walletApi } = await extra.loadApi();
  const state = getState();
  const featured = featuredArgs(state);
  await Promise.all([
    featured && extra.holdQuery('wallets/featured', dispatch(walletApi.endpoints.getWallets.initiate(featured))),
    extra.holdQuery('wallets/recommended', dispatch(walletApi.endpoints.getWallets.initiate(recommendedArgs(state)))),
    extra.holdQuery('wallets/pages', dispatch(walletApi.endpoints.getWalletPages.initiate(listingArgs(state)))),
  ]);
});

/**
 * The listing's next page of 40; none while a page is on its way. Decided when asked, not once the
 * API has loaded: by then the page on its way may have come in, and this would ask for the one after
 * it (All Wallets asks as the featured wallets, shown before the first page, end in view).
 */
export const fetchMoreWallets = createLatchAsyncThunk(
  'wallets/fetchMore',
  async (_: void, { dispatch, getState, extra }) => {
    const { walletApi } = await extra.loadApi();
    await extra.holdQuery('wallets/pages', dispatch(walletApi.endpoints.getWalletPages.initiate(listingArgs(getState()), { direction: 'forward' })));
  },
  { condition: (_, { getState }) => pagesAnswer(getState())?.status !== 'pending' },
);

/** Up to 100 wallets matching the trimmed text (SPEC 9). */
export const fetchWalletSearch = createLatchAsyncThunk('wallets/fetchSearch', async (text: string, { dispatch, getState, extra }) => {
  const { walletApi } = await extra.loadApi();
  await extra.holdQuery('wallets/search', dispatch(walletApi.endpoints.getWallets.initiate(searchArgs(getState(), text))));
});

/** One wallet's own entry, by its id (a recent wallet the listing loaded so far does not hold). */
export const fetchWalletEntry = createLatchAsyncThunk('wallets/fetchEntry', async (id: string, { dispatch, getState, extra }) => {
  const { walletApi } = await extra.loadApi();
  await extra.holdQuery('wallets/picked', dispatch(walletApi.endpoints.getWallets.initiate(walletEntryArgs(getState(), id))));
});
