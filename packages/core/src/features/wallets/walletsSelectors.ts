import { createSelector } from '@reduxjs/toolkit';
import type { WalletsQuery } from '../../api/client/walletEndpoints.js';
import { selectCachedQuery, type CachedPages, type CachedQuery } from '../../api/queryCache.js';
import type { Wallet, WalletsResponse } from '../../api/walletApi.js';
import { FEATURED_WALLETS_DEFAULT_COUNT, RECOMMENDED_WALLETS_COUNT } from '../../constants.js';
import { forMobile, inOrderOf, isInstalledConnector } from '../../rules/wallets.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectCurrentRoute } from '../modal/selectors.js';
import { featuredArgs, listingArgs, recommendedArgs, searchArgs } from './listingArgs.js';

/** A wallet of the listing, with the installed flag of SPEC 3 (announced or injected in this browser). */
export type ListedWallet = Wallet & { installed: boolean };

const NO_WALLETS: Wallet[] = [];
const installedRdns = createSelector([(state: LatchState) => state.connectors.connectors], (connectors) =>
  new Set(connectors.filter((c) => isInstalledConnector(c) && c.info?.rdns).map((c) => c.info!.rdns!)),
);

function listed(groups: Wallet[][], installed: ReadonlySet<string>, mobile: boolean): ListedWallet[] {
  const seen = new Set<string>();
  const all = groups.flat().filter((w) => !seen.has(w.id) && seen.add(w.id));
  return (mobile ? forMobile(all) : all).map((w) => ({ ...w, installed: Boolean(w.rdns && installed.has(w.rdns)) }));
}

type WalletsAnswer = CachedQuery<WalletsResponse>;
const walletsAnswer = (state: LatchState, args: WalletsQuery | undefined): WalletsAnswer | undefined => (args ? selectCachedQuery(state, 'getWallets', args) : undefined);
const featuredAnswer = (state: LatchState) => walletsAnswer(state, featuredArgs(state));
const recommendedAnswer = (state: LatchState) => walletsAnswer(state, recommendedArgs(state));
const pagesAnswer = (state: LatchState) => selectCachedQuery<CachedPages<WalletsResponse, number>>(state, 'getWalletPages', listingArgs(state));
const searchAnswer = (state: LatchState) => (state.wallets?.searchText ? walletsAnswer(state, searchArgs(state, state.wallets.searchText)) : undefined);
const settled = (answer: CachedQuery<unknown> | undefined) => answer?.status === 'fulfilled' || answer?.status === 'rejected';

/** The featured wallets in the configured order (the first 4), once the listing has answered. */
export const selectFeaturedWallets = createSelector([featuredAnswer, (state: LatchState) => state.options.featuredWalletIds], (answer, ids) =>
  answer?.data ? inOrderOf(ids, answer.data.data) : NO_WALLETS,
);
/** The 4 recommended wallets (the featured ones left out). */
export const selectRecommendedWallets = (state: LatchState) => recommendedAnswer(state)?.data?.data ?? NO_WALLETS;
/** The pages of All Wallets loaded so far, in order. */
export const selectWalletPages = createSelector([pagesAnswer], (answer) => answer?.data?.pages.flatMap((page) => page.data) ?? NO_WALLETS);

/** All Wallets (SPEC 2): featured first in their order, then recommended, then the pages, each once. */
export const selectAllWallets = createSelector(
  [selectFeaturedWallets, selectRecommendedWallets, selectWalletPages, installedRdns, (_state: LatchState, mobile: boolean) => mobile],
  (featured, recommended, pages, installed, mobile) => listed([featured, recommended, pages], installed, mobile),
);

/** The search results for the current text, with the same flags and mobile filter. */
export const selectWalletSearchResults = createSelector(
  [(state: LatchState) => searchAnswer(state)?.data?.data ?? NO_WALLETS, installedRdns, (_state: LatchState, mobile: boolean) => mobile],
  (results, installed, mobile) => listed([results], installed, mobile),
);

/** The recent wallets, newest first. */
export const selectRecentWallets = (state: LatchState) => state.wallets?.recent ?? NO_WALLETS;
/** How many wallets the listing holds in all (0 until it answers). */
export const selectWalletCount = (state: LatchState) => pagesAnswer(state)?.data?.pages.at(-1)?.count ?? 0;

export interface WalletListStatus {
  loading: boolean;
  /** Why the last call failed (the listing, or the search while searching). */
  error?: string;
}
const status = (answer: CachedQuery<unknown> | undefined, asked: boolean): WalletListStatus => ({
  loading: asked && !settled(answer),
  error: answer?.status === 'rejected' ? answer.error?.message : undefined,
});
/** The listing's pages: loading (a first or a next page) or failed. */
export const selectWalletListStatus = createSelector([pagesAnswer], (answer) => status(answer, true));
/** The search for the current text: waiting, on its way, or failed. */
export const selectWalletSearchStatus = createSelector([searchAnswer, (state: LatchState) => Boolean(state.wallets?.searchText)], status);

/**
 * How many featured and recommended rows the Connect view should hold a place for: those the listing
 * will bring while it has not answered, so the rows below (the email field) do not move when it does.
 */
export const selectPendingListingRows = (state: LatchState): number =>
  !state.options.walletListing || (settled(recommendedAnswer(state)) && (!featuredArgs(state) || settled(featuredAnswer(state))))
    ? 0
    : Math.min(state.options.featuredWalletIds.length, FEATURED_WALLETS_DEFAULT_COUNT) + RECOMMENDED_WALLETS_COUNT;

/** The wallet the connecting view was routed to (by its id), as picked from the listing; undefined for a bare connector. */
export const selectPickedWallet = (state: LatchState): Wallet | undefined => {
  const picked = state.wallets?.picked;
  return picked && selectCurrentRoute(state).data?.walletId === picked.id ? picked : undefined;
};
