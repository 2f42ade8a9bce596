// All Wallets' selectors (SPEC 2): the whole listing and the search, loaded with that view, not with the page.
import { createSelector } from '@reduxjs/toolkit';
import { isSettled } from '../../api/queryCache.js';
import type { Wallet } from '../../api/walletApi.js';
import { WALLET_SEARCH_RESULTS } from '../../constants.js';
import { forMobile, isInstalledConnector } from '../../rules/wallets.js';
import type { LatchState } from '../../store/rootReducer.js';
import { searchArgs } from './listingArgs.js';
import { NO_WALLETS, pagesAnswer, selectFeaturedWallets, selectRecommendedWallets, walletsAnswer } from './walletsSelectors.js';

/** A wallet of the listing, with the installed flag of SPEC 3 (announced or injected in this browser). */
export type ListedWallet = Wallet & { installed: boolean };

const installedRdns = createSelector([(state: LatchState) => state.connectors.connectors], (connectors) =>
  new Set(connectors.filter((c) => isInstalledConnector(c) && c.info?.rdns).map((c) => c.info!.rdns!)),
);

/**
 * Each wallet with its flag, made once per wallet and flag: a long listing gets a page at a time, and
 * copying every wallet again at each page made garbage (long GC pauses) and new rows for React.
 */
const flagged = new WeakMap<Wallet, ListedWallet>();
function withFlag(wallet: Wallet, installed: boolean): ListedWallet {
  const known = flagged.get(wallet);
  if (known?.installed === installed) return known;
  const made = { ...wallet, installed };
  flagged.set(wallet, made);
  return made;
}

function listed(groups: Wallet[][], installed: ReadonlySet<string>, mobile: boolean): ListedWallet[] {
  const seen = new Set<string>();
  const all = groups.flat().filter((w) => !seen.has(w.id) && seen.add(w.id));
  return (mobile ? forMobile(all) : all).map((w) => withFlag(w, Boolean(w.rdns && installed.has(w.rdns))));
}

const typedSearchText = (state: LatchState) => state.wallets?.searchText ?? '';
const typedAnswer = (state: LatchState) => {
  const text = typedSearchText(state);
  return text ? walletsAnswer(state, searchArgs(state, text)) : undefined;
};

/** The pages' array itself: a page on its way changes the cache entry but not this, so nothing below is derived again for it. */
const loadedPages = (state: LatchState) => pagesAnswer(state)?.data?.pages;

/** The pages of All Wallets loaded so far, in order. */
export const selectWalletPages = createSelector([loadedPages], (pages) => pages?.flatMap((page) => page.data) ?? NO_WALLETS);

/** All Wallets (SPEC 2): featured first in their order, then recommended, then the pages, each once. */
export const selectAllWallets = createSelector(
  [selectFeaturedWallets, selectRecommendedWallets, selectWalletPages, installedRdns, (_state: LatchState, mobile: boolean) => mobile],
  (featured, recommended, pages, installed, mobile) => listed([featured, recommended, pages], installed, mobile),
);

/** Every wallet of the listing once its pages hold them all (scrolled to the end), in its order; undefined before. */
export const selectWholeListing = createSelector([loadedPages, selectWalletPages], (pages, wallets) => (pages?.length && wallets.length >= pages.at(-1)!.count ? wallets : undefined));

/** The whole listing's names in lower case, made once when it is whole rather than at every keystroke of a search. */
const selectWholeListingNames = createSelector([selectWholeListing], (wallets) => wallets?.map((wallet) => wallet.name.toLowerCase()));

/**
 * What /getWallets answers for `text` over the same listing: names holding it, case-blind, those
 * starting with it first, up to 100. `names` are the wallets' names in lower case, when known.
 */
export function searchListing(wallets: readonly Wallet[], text: string, names: readonly string[] = wallets.map((wallet) => wallet.name.toLowerCase())): Wallet[] {
  const term = text.toLowerCase();
  const starting: Wallet[] = [];
  const containing: Wallet[] = [];
  names.forEach((name, index) => {
    const at = name.indexOf(term);
    if (at === 0) starting.push(wallets[index]!);
    else if (at > 0 && containing.length < WALLET_SEARCH_RESULTS) containing.push(wallets[index]!);
  });
  return [...starting, ...containing].slice(0, WALLET_SEARCH_RESULTS);
}

/** The search for the typed text (SPEC 9) as far as it has come. */
export interface TypedSearch {
  text: string;
  /** Once answered: the services' results, or with the whole listing loaded what it holds, found as the services would; flagged and filtered as the listing is. */
  wallets?: readonly ListedWallet[];
  /** Why the services' answer failed. */
  error?: string;
  /** Found in the loaded listing, with no round trip: shown at once rather than after SPEC 9's wait. */
  atOnce: boolean;
}

/**
 * The typed text's search, undefined while not searching. It stays the same object when nothing of
 * it changes: a view that lays the results out ahead of SPEC 9's wait renders nothing more when the wait ends.
 */
export const selectTypedSearch = createSelector(
  [typedAnswer, selectWholeListing, selectWholeListingNames, typedSearchText, installedRdns, (_state: LatchState, mobile: boolean) => mobile],
  (answer, whole, names, text, installed, mobile): TypedSearch | undefined => {
    if (!text) return undefined;
    const found = answer?.data?.data ?? (whole && searchListing(whole, text, names));
    const error = answer?.status === 'rejected' ? answer.error?.message : undefined;
    return { text, wallets: found ? listed([found], installed, mobile) : undefined, error, atOnce: Boolean(whole) };
  },
);

export interface WalletListStatus {
  loading: boolean;
  /** Why the last call failed. */
  error?: string;
}
/** The listing's pages: loading (a first or a next page) or failed. */
export const selectWalletListStatus = createSelector(
  [pagesAnswer],
  (answer): WalletListStatus => ({ loading: !isSettled(answer), error: answer?.status === 'rejected' ? answer.error?.message : undefined }),
);
