import type * as z from 'zod/mini';
import { configResponseSchema, originsResponseSchema, walletsResponseSchema, analyticsConfigResponseSchema, type WalletsResponse } from '../walletApi.js';
import { WALLETS_PAGE_SIZE } from '../../constants.js';
import { latchApi } from './latchApi.js';

export interface WalletsQuery {
  page: number;
  entries: number;
  include?: string[];
  exclude?: string[];
  chains?: string[];
  search?: string;
  badge_type?: string;
}

/** What the listing's every call sends: the configured include and exclude lists and the configured networks. */
export type WalletListingArgs = Omit<WalletsQuery, 'page' | 'entries' | 'search'>;

/** Wallet API (SPEC 7). */
export const walletApi = latchApi.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<z.infer<typeof configResponseSchema>, void>({
      query: () => ({ service: 'walletApi' as const, path: '/appkit/v1/config', schema: configResponseSchema, empty: { features: [] } }),
    }),
    getOrigins: build.query<z.infer<typeof originsResponseSchema>, void>({
      query: () => ({ service: 'walletApi' as const, path: '/projects/v1/origins', schema: originsResponseSchema, empty: { allowedOrigins: [] } }),
    }),
    getWallets: build.query<WalletsResponse, WalletsQuery>({
      query: ({ include, exclude, chains, ...rest }) => ({
        service: 'walletApi' as const,
        path: '/getWallets',
        query: { ...rest, include, exclude, chains },
        schema: walletsResponseSchema,
        empty: { data: [], count: 0 },
      }),
    }),
    /** All Wallets' pages of 40, one cache entry for the whole listing; a next page while the listing has more. */
    getWalletPages: build.infiniteQuery<WalletsResponse, WalletListingArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, pages, lastPageNumber) =>
          lastPage.data.length > 0 && pages.reduce((n, page) => n + page.data.length, 0) < lastPage.count ? lastPageNumber + 1 : undefined,
      },
      query: ({ queryArg: { include, exclude, chains }, pageParam }) => ({
        service: 'walletApi' as const,
        path: '/getWallets',
        query: { page: pageParam, entries: WALLETS_PAGE_SIZE, include, exclude, chains },
        schema: walletsResponseSchema,
        empty: { data: [], count: 0 },
      }),
    }),
    getAnalyticsConfig: build.query<z.infer<typeof analyticsConfigResponseSchema>, void>({
      query: () => ({ service: 'walletApi' as const, path: '/getAnalyticsConfig', schema: analyticsConfigResponseSchema, empty: { isAnalyticsEnabled: false } }),
    }),
  }),
});
