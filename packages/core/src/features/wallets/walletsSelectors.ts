import { createSelector } from '@reduxjs/toolkit';
import type { Wallet } from '../../api/walletApi.js';
import { FEATURED_WALLETS_DEFAULT_COUNT, RECOMMENDED_WALLETS_COUNT } from '../../constants.js';
import { forMobile, isInstalledConnector } from '../../rules/wallets.js';
import type { LatchState } from '../../store/rootReducer.js';
import { selectCurrentRoute } from '../modal/selectors.js';

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

/** All Wallets (SPEC 2): featured first in their order, then recommended, then the pages, each once. */
export const selectAllWallets = createSelector(
  [(state: LatchState) => state.wallets, installedRdns, (_state: LatchState, mobile: boolean) => mobile],
  (wallets, installed, mobile) => listed(wallets ? [wallets.featured, wallets.recommended, wallets.listing] : [], installed, mobile),
);

/** The search results, with the same flags and mobile filter. */
export const selectWalletSearchResults = createSelector(
  [(state: LatchState) => state.wallets?.search.results ?? NO_WALLETS, installedRdns, (_state: LatchState, mobile: boolean) => mobile],
  (results, installed, mobile) => listed([results], installed, mobile),
);

/** The recent wallets, newest first. */
export const selectRecentWallets = (state: LatchState) => state.wallets?.recent ?? NO_WALLETS;
export const selectFeaturedWallets = (state: LatchState) => state.wallets?.featured ?? NO_WALLETS;
export const selectRecommendedWallets = (state: LatchState) => state.wallets?.recommended ?? NO_WALLETS;
/** How many wallets the listing holds in all (0 until it answers). */
export const selectWalletCount = (state: LatchState) => state.wallets?.count ?? 0;
/** The listing's state, once the wallets flow has loaded. */
export const selectWalletListing = (state: LatchState) => state.wallets;

/**
 * How many featured and recommended rows the Connect view should hold a place for: those the listing
 * will bring while it has not answered, so the rows below (the email field) do not move when it does.
 */
export const selectPendingListingRows = (state: LatchState): number =>
  !state.options.walletListing || state.wallets?.firstScreenLoaded
    ? 0
    : Math.min(state.options.featuredWalletIds.length, FEATURED_WALLETS_DEFAULT_COUNT) + RECOMMENDED_WALLETS_COUNT;

/** The wallet the connecting view was routed to (by its id), as picked from the listing; undefined for a bare connector. */
export const selectPickedWallet = (state: LatchState): Wallet | undefined => {
  const picked = state.wallets?.picked;
  return picked && selectCurrentRoute(state).data?.walletId === picked.id ? picked : undefined;
};
