// The arguments of the listing's queries, built once from state: the thunks that fetch and the
// selectors that read the cache use the same ones, so they meet on the same cache entries.
import type { WalletListingArgs, WalletsQuery } from '../../api/client/walletEndpoints.js';
import { FEATURED_WALLETS_DEFAULT_COUNT, RECOMMENDED_WALLETS_COUNT, WALLET_SEARCH_RESULTS } from '../../constants.js';
import type { LatchState } from '../../store/rootReducer.js';

/** The configured include and exclude lists (plus `exclude`) and the configured networks. */
export function listingArgs(state: LatchState, exclude: readonly string[] = []): WalletListingArgs {
  const { includeWalletIds, excludeWalletIds } = state.options;
  const excluded = [...excludeWalletIds, ...exclude];
  return {
    include: includeWalletIds.length ? includeWalletIds : undefined,
    exclude: excluded.length ? excluded : undefined,
    chains: state.networks.networks.map((n) => n.caipNetworkId),
  };
}

/** The first 4 configured featured wallet ids, in their order. */
export const featuredIds = (state: LatchState) => state.options.featuredWalletIds.slice(0, FEATURED_WALLETS_DEFAULT_COUNT);

/** The featured wallets' query; none when no wallet is featured. */
export function featuredArgs(state: LatchState): WalletsQuery | undefined {
  const ids = featuredIds(state);
  return ids.length ? { page: 1, entries: ids.length, ...listingArgs(state), include: ids } : undefined;
}

/** The 4 recommended wallets, the featured ones left out. */
export const recommendedArgs = (state: LatchState): WalletsQuery => ({ page: 1, entries: RECOMMENDED_WALLETS_COUNT, ...listingArgs(state, featuredIds(state)) });

/** Up to 100 wallets matching the (trimmed) text (SPEC 9). */
export const searchArgs = (state: LatchState, text: string): WalletsQuery => ({ page: 1, entries: WALLET_SEARCH_RESULTS, search: text, ...listingArgs(state) });

/** One wallet's own entry, asked for by id. */
export const walletEntryArgs = (state: LatchState, id: string): WalletsQuery => ({ page: 1, entries: 1, ...listingArgs(state), include: [id] });
