// The listing as the Connect view shows it (featured, recommended, recent, the count), read from the API's cache.
import { createSelector } from '@reduxjs/toolkit';
import type { WalletsQuery } from '../../api/client/walletEndpoints.js';
import { isSettled, selectCachedQuery, type CachedPages, type CachedQuery } from '../../api/queryCache.js';
import type { Wallet, WalletsResponse } from '../../api/walletApi.js';
import { FEATURED_WALLETS_DEFAULT_COUNT, RECOMMENDED_WALLETS_COUNT } from '../../constants.js';
import { inOrderOf } from '../../rules/wallets.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectCurrentRoute } from '../modal/selectors.js';
import { featuredArgs, listingArgs, recommendedArgs } from './listingArgs.js';

export const NO_WALLETS: Wallet[] = [];
type WalletsAnswer = CachedQuery<WalletsResponse>;
export const walletsAnswer = (state: LatchState, args: WalletsQuery | undefined): WalletsAnswer | undefined => (args ? selectCachedQuery(state, 'getWallets', args) : undefined);
const featuredAnswer = (state: LatchState) => walletsAnswer(state, featuredArgs(state));
const recommendedAnswer = (state: LatchState) => walletsAnswer(state, recommendedArgs(state));
export const pagesAnswer = (state: LatchState) => selectCachedQuery<CachedPages<WalletsResponse, number>>(state, 'getWalletPages', listingArgs(state));

/** The featured wallets in the configured order (the first 4), once the listing has answered. */
export const selectFeaturedWallets = createSelector([featuredAnswer, (state: LatchState) => state.options.featuredWalletIds], (answer, ids) =>
  answer?.data ? inOrderOf(ids, answer.data.data) : NO_WALLETS,
);
/** The 4 recommended wallets (the featured ones left out). */
export const selectRecommendedWallets = (state: LatchState) => recommendedAnswer(state)?.data?.data ?? NO_WALLETS;
/** The recent wallets, newest first. */
export const selectRecentWallets = (state: LatchState) => state.wallets?.recent ?? NO_WALLETS;
/** How many wallets the listing holds in all (0 until it answers). */
export const selectWalletCount = (state: LatchState) => pagesAnswer(state)?.data?.pages.at(-1)?.count ?? 0;

/**
 * How many featured and recommended rows the Connect view should hold a place for: those the listing
 * will bring while it has not answered, so the rows below (the email field) do not move when it does.
 */
export const selectPendingListingRows = (state: LatchState): number =>
  !state.options.walletListing || (isSettled(recommendedAnswer(state)) && (!featuredArgs(state) || isSettled(featuredAnswer(state))))
    ? 0
    : Math.min(state.options.featuredWalletIds.length, FEATURED_WALLETS_DEFAULT_COUNT) + RECOMMENDED_WALLETS_COUNT;

/** The wallet the connecting view was routed to (by its id), as picked from the listing; undefined for a bare connector. */
export const selectPickedWallet = (state: LatchState): Wallet | undefined => {
  const picked = state.wallets?.picked;
  return picked && selectCurrentRoute(state).data?.walletId === picked.id ? picked : undefined;
};

/** The connector the current route names (`connectorId` in its data), when this browser has it. */
export const selectRouteConnector = (state: LatchState) => {
  const id = selectCurrentRoute(state).data?.connectorId;
  return typeof id === 'string' ? state.connectors.connectors.find((c) => c.id === id) : undefined;
};
