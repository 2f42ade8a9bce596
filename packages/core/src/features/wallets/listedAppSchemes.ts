// The app schemes the wallet listing names: those of its entries' mobile and desktop links, read
// from every listing answer in the API's cache (first screen, pages, searches, a picked wallet's
// entry). Deep links open on these and https: only (rules/deepLinks.ts).
import { createSelector } from '@reduxjs/toolkit';
import type { CachedPages } from '../../api/queryCache.js';
import type { Wallet, WalletsResponse } from '../../api/walletApi.js';
import { appSchemeOf } from '../../rules/deepLinks.js';
import type { LatchState } from '../../store/rootReducer.js';

const LISTING_ENDPOINTS = new Set(['getWallets', 'getWalletPages']);

interface ListingEntry {
  endpointName?: string;
  data?: WalletsResponse | CachedPages<WalletsResponse, number>;
}

const walletsOf = (data: NonNullable<ListingEntry['data']>): Wallet[] => ('pages' in data ? data.pages.flatMap((page) => page.data) : data.data);

export const selectListedAppSchemes = createSelector([(state: LatchState) => state.latchApi?.queries], (queries): ReadonlySet<string> => {
  const schemes = new Set<string>();
  for (const entry of Object.values(queries ?? {}) as (ListingEntry | undefined)[]) {
    if (!entry?.data || !LISTING_ENDPOINTS.has(entry.endpointName ?? '')) continue;
    for (const wallet of walletsOf(entry.data)) {
      for (const link of [wallet.mobile_link, wallet.desktop_link]) {
        const scheme = appSchemeOf(link);
        if (scheme) schemes.add(scheme);
      }
    }
  }
  return schemes;
});

/** Whether every app scheme of `wallet`'s own mobile and desktop links is one the listing names. */
export const listsSchemesOf = (state: LatchState, wallet: Pick<Wallet, 'mobile_link' | 'desktop_link'>): boolean => {
  const listed = selectListedAppSchemes(state);
  return [wallet.mobile_link, wallet.desktop_link].every((link) => {
    const scheme = appSchemeOf(link);
    return !scheme || listed.has(scheme);
  });
};
